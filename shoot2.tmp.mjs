import { chromium } from '@playwright/test'
const [,, path, name, width, clips] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto('http://localhost:3304' + path)
await page.waitForLoadState('networkidle')
const height = await page.evaluate(() => document.documentElement.scrollHeight)
const step = Number(clips)
for (let y = 0, i = 0; y < height; y += step, i++) {
  await page.screenshot({ path: `/tmp/ev-shots/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(step, height - y) } })
}
console.log(height)
await browser.close()
