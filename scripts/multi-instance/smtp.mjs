// The test's mail server, in this process: every message the instances (or their worker) deliver is parsed and
// kept, so a scenario can check that each expected mail arrived. stop() closes it: connections are refused.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export function smtpServer({ port }) {
  const received = []
  let server
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ to: mail.to?.value.map((address) => address.address.toLowerCase()) ?? [], subject: mail.subject ?? '', text: mail.text ?? '', at: Date.now() })
            callback()
          })
          .catch(callback)
      },
    })
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start: () =>
      new Promise((resolve, reject) => {
        server = create()
        server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      }),
    stop: () => new Promise((resolve) => server.close(resolve)),
    /** The messages sent to `address`. */
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
  }
}
