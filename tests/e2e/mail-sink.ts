// The end-to-end run's mail server: a real SMTP server (smtp-server) that the site under test
// sends to (SMTP_URL), with what it received readable over HTTP (GET /messages) by the specs.
// Started by playwright.config.ts beside the site.
import http from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT)
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT)
type Received = { to: string[]; from: string; replyTo: string; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; base64: string }[] }
const received: Received[] = []

const smtp = new SMTPServer({
  logger: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, base64: file.content.toString('base64') })),
        })
        callback()
      })
      .catch(callback)
  },
})
smtp.listen(smtpPort, '127.0.0.1')

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(received))
      return
    }
    res.writeHead(404).end()
  })
  .listen(httpPort, '127.0.0.1')

const stop = () => smtp.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
