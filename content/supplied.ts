/**
 * What the company supplies to replace the illustrations (docs/content.md): photos of leaders, teams
 * and offices, client logos, client testimonials and certifications. Every slot is optional and empty
 * here; until a slot is filled the illustration stands, or the section it would add is left out.
 *
 * Example, once the files are under public/images/supplied/:
 *   leaderPhotos: { 'Nisha Thakur': { src: '/images/supplied/leaders/nisha-thakur.webp', alt: 'Nisha Thakur' } },
 *   testimonials: [{ id: 'aws-wave-plan', quote: '…', name: '…', role: 'CTO, a US logistics company',
 *                    caseStudy: 'logistics-aws-migration' }],
 *   certifications: [{ name: 'ISO/IEC 27001:2022', issuer: 'An accredited certification body', year: 2025 }],
 */
import type { SuppliedContent } from '#contracts/content';

export const supplied: SuppliedContent = {};
