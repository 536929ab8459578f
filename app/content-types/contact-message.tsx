// A contact message (spec 2.5, Contact List and detail): what a visitor sent through the contact
// page (its form's rules are in content/contact-message.ts). Staff read, answer and delete
// messages; they add or edit none, so the type has no form. Beyond the spec, a message nobody
// has opened yet is marked New, one staff answered from its detail screen is marked Answered,
// and the list can show only the unread or the unanswered ones.
// Browser-safe; its table is bound in contact-message.server.ts.
import { ADDED_COLUMN, defineContentType } from './declaration'

export const contactMessage = defineContentType({
  path: '/admin/contact-messages',
  area: 'contactMessages',
  titleField: 'subject',
  itemName: (item) => `message from ${item.name}`,
  summary: (item) => <p><span className="font-semibold">{String(item.name)}</span>: {String(item.subject)}</p>,
  labels: {
    singular: 'Message',
    plural: 'contact messages',
    list: 'Contact List',
    search: 'Search by name, e-mail or subject',
    empty: 'No messages yet. Messages sent through the contact page appear here.',
  },
  listIntro: 'Messages sent through the contact page. New ones are marked New until someone opens them; ones answered from here are marked Answered.',
  filters: [{ kind: 'choice', name: 'show', label: 'Show', all: 'All messages', choices: { unread: 'Unread', unanswered: 'Not answered yet' } }],
  // spec 2.5: Name, E-mail, Date
  columns: [{ header: 'Name', key: 'name', under: 'subject' }, { header: 'E-mail', key: 'email', className: 'break-all' }, ADDED_COLUMN],
  detailIntro: (item) => `Message from ${item.name}`,
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Email', key: 'email' },
    { label: 'Subject', key: 'subject' },
    { label: 'Message', key: 'message', show: 'long' },
    { label: 'Date', key: 'createdAt' },
  ],
  // the selected messages as a CSV file (issue 41 item 2: Export selected), dates written by the server in Edmonton time (decision 005)
  csv: [
    { header: 'Name', key: 'name' },
    { header: 'Email', key: 'email' },
    { header: 'Subject', key: 'subject' },
    { header: 'Message', key: 'message' },
    { header: 'Received', key: 'createdAt', format: (value: Date, dates) => dates.dateTime(value) },
    { header: 'Read', key: 'readAt', format: (value: Date, dates) => dates.dateTime(value), missing: 'Not yet' },
    { header: 'Answered', key: 'answeredAt', format: (value: Date, dates) => dates.dateTime(value), missing: 'Not yet' },
  ],
})
