import { internshipsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DeclaredList } from '../ui/list-screen';
import { inboxList } from './inbox-list';

/** Internship applications, newest first, searched and filtered on the server. */
const internshipsList = inboxList({
  load: internshipsApi.list,
  title: 'Internship applications',
  searchLabel: 'Search internship applications (name, e-mail)',
  caption: 'Internship applications, newest first',
  loadError: 'Could not load them',
  empty: { none: 'No internship applications yet.', noMatch: 'No application matches.' },
  sender: { header: 'Applicant', href: consolePaths.internship },
  about: { header: 'Area of interest', cell: (row) => row.areaOfInterest },
  noun: 'applications',
});

export default function InternshipsScreen() {
  return <DeclaredList declaration={internshipsList} />;
}
