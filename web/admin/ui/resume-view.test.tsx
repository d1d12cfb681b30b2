import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResumePreview } from '#contracts/admin/common';
import { adminPaths } from '#contracts/admin/paths';
import { ResumeView } from './resume-view';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';

const fetchMock = mockFetch();

const ID = '00000000-0000-4000-8000-000000000001';
const answer = (preview: ResumePreview, status = 200) => fetchMock.mockResolvedValue(jsonResponse(preview, status));

describe('ResumeView', () => {
  it('frames a PDF from the console API, titled for screen readers', async () => {
    answer({ kind: 'pdf', url: adminPaths.resumeInline('application', ID) });
    render(<ResumeView owner="application" id={ID} name="Jane Doe" />);
    const frame = await screen.findByTitle('Resume of Jane Doe (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`/api/admin/files/inline/application/${ID}#navpanes=0&view=FitH`);
    // The sandbox comes from the file's own CSP: Chromium shows no PDF in a frame its parent sandboxes.
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(adminPaths.resumePreview('application', ID));
  });

  it('shows a DOCX as text: markup in it stays text', async () => {
    answer({
      kind: 'text',
      text: 'Jane Doe\n\n<img src=x onerror=alert(1)><script>alert(2)</script>',
      truncated: true,
    });
    const { container } = render(<ResumeView owner="internship" id={ID} name="Jane Doe" />);
    const text = await screen.findByLabelText('Resume of Jane Doe');
    expect(text.textContent).toBe('Jane Doe\n\n<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/The text is cut here/)).toBeTruthy();
  });

  it('points at the download for a file it cannot show, and on an error', async () => {
    answer({ kind: 'download', reason: 'A Word 97–2003 file (.doc) cannot be shown here.' });
    const { unmount } = render(<ResumeView owner="application" id={ID} name="Jane Doe" />);
    expect(await screen.findByText(/cannot be shown here\. Download it to read it\./)).toBeTruthy();
    unmount();
    answer({ kind: 'download', reason: '' }, 404);
    render(<ResumeView owner="application" id={ID} name="Jane Doe" />);
    expect(await screen.findByText(/Download it instead/)).toBeTruthy();
  });
});
