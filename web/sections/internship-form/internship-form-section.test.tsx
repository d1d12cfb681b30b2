import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InternshipFormSection } from './internship-form-section';

describe('InternshipFormSection', () => {
  it('shows the heading, the intro and the application form', () => {
    render(
      <InternshipFormSection
        isFirst={false}
        section={{
          type: 'INTERNSHIP-FORM',
          heading: 'Apply for the internship',
          supportText: ['Three months, unpaid, with a mentor from day one.'],
          keyDetails: [],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Apply for the internship' })).toBeVisible();
    expect(screen.getByText(/with a mentor from day one/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Internship application' })).toBeVisible();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('lists key details when the content gives some', () => {
    render(
      <InternshipFormSection
        isFirst
        section={{ type: 'INTERNSHIP-FORM', keyDetails: [{ key: 'Duration', value: 'Three months' }] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('term')).toHaveTextContent('Duration');
    expect(screen.getByRole('definition')).toHaveTextContent('Three months');
  });
});
