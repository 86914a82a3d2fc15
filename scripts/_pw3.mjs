import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 412, height: 823 } })
await p.goto(process.argv[2], { waitUntil: 'commit' })
const start = Date.now()
for (const t of [500, 2000, 4000, 6500]) {
  await p.waitForTimeout(t - (Date.now() - start))
  await p.screenshot({ path: `/tmp/home${process.argv[3]}-${t}.png` })
}
await b.close()
