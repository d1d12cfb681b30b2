import { messagesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DeclaredList } from '../ui/list-screen';
import { inboxList } from './inbox-list';

/** Messages from the contact form, newest first, searched and filtered on the server. */
const messagesList = inboxList({
  load: messagesApi.list,
  title: 'Contact messages',
  searchLabel: 'Search messages (name, e-mail, company, text)',
  caption: 'Contact messages, newest first',
  loadError: 'Could not load the messages',
  empty: { none: 'No messages yet.', noMatch: 'No message matches.' },
  sender: { header: 'From', href: consolePaths.message },
  about: { header: 'Message', cell: (row) => (row.topic ? `${row.topic}: ${row.preview}` : row.preview) },
  noun: 'messages',
});

export default function MessagesScreen() {
  return <DeclaredList declaration={messagesList} />;
}
