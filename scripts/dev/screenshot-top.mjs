import { chromium } from '@playwright/test'
const [,, url, out, width, height='1100'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out })
await browser.close()
