import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a section inside a router (sections link with router links). */
export const renderSection = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
