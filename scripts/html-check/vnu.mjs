// One run of the W3C Nu HTML Checker (npm vnu-jar) over a folder of saved pages: one JVM for all of them.
import { spawn } from 'node:child_process'
import vnuJar from 'vnu-jar'

/** Answers vnu's JSON report (errors only); it writes it to stderr. */
export function runVnu(folder) {
  return new Promise((resolve, reject) => {
    // A larger thread stack than Java's default: the schema check recurses with the page's nesting, and React's pages
    // overflow the 512k the checker's own message suggests.
    const java = spawn('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--skip-non-html', '--exit-zero-always', '--format', 'json', folder], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let report = ''
    java.stderr.setEncoding('utf8')
    java.stderr.on('data', (chunk) => (report += chunk))
    java.on('error', (error) => reject(new Error(`could not run java (needs Java 11 or later): ${error.message}`)))
    java.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`vnu exited with ${code}: ${report.slice(0, 500)}`))
      resolve(report)
    })
  })
}
