import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 412, height: 823 } })
const start = Date.now()
p.on('request', r => console.log(Date.now() - start, 'REQ', r.method(), r.url().replace(/http:\/\/localhost:\d+/, '').slice(0, 90)))
p.on('requestfinished', r => console.log(Date.now() - start, 'END', r.url().replace(/http:\/\/localhost:\d+/, '').slice(0, 90)))
await p.goto(process.argv[2], { waitUntil: 'commit' })
await p.waitForTimeout(8000)
await b.close()
