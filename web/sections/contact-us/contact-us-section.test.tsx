import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { ContactUsSection } from './contact-us-section';

const section: SectionOf<'CONTACT-US'> = {
  type: 'CONTACT-US',
  heading: 'Leave a message',
  subHeading: 'Tell us what you are building; we answer within one business day.',
  locations: [
    {
      country: 'USA',
      address: [
        {
          city: 'Overland Park, Kansas',
          address: '7300 W 110th St, Overland Park, KS 66210',
          phone: '+1 913 555 0142',
        },
        { city: 'Charlotte, North Carolina', address: '201 S Tryon St, Charlotte, NC 28202' },
      ],
    },
    {
      country: 'India',
      address: [
        { city: 'Gondia', address: 'Civil Lines, Gondia 441601', phone: '+91 7182 255 010', headOffice: true },
        { city: 'Pune', address: 'Kharadi, Pune 411014' },
      ],
    },
  ],
};

const renderSection = (isFirst: boolean) =>
  render(
    <MemoryRouter>
      <ContactUsSection section={section} isFirst={isFirst} />
    </MemoryRouter>,
  );

describe('ContactUsSection', () => {
  it('opens with the heading, the intro and the contact form', () => {
    renderSection(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave a message' })).toBeVisible();
    expect(screen.getByText(/we answer within one business day/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });

  it('lists the offices under Our Locations, grouped by country, with the head office marked', () => {
    renderSection(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Leave a message' })).toBeVisible();
    const locations = screen.getByRole('region', { name: 'Our Locations' });
    const countries = within(locations).getAllByRole('heading', { level: 3 });
    expect(countries.map((heading) => heading.textContent)).toEqual(['USA', 'India']);
    expect(within(locations).getByText('Charlotte, North Carolina')).toBeVisible();
    expect(within(locations).getByText('Kharadi, Pune 411014').tagName).toBe('ADDRESS');
    expect(within(locations).getByText('Gondia')).toHaveTextContent('Head office');
  });

  it('gives each office that has a number a tel: link to it', () => {
    renderSection(false);
    const locations = screen.getByRole('region', { name: 'Our Locations' });
    const calls = within(locations).getAllByRole('link');
    expect(calls.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['+1 913 555 0142', 'tel:+19135550142'],
      ['+91 7182 255 010', 'tel:+917182255010'],
    ]);
  });
});
