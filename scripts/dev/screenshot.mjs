import { chromium } from '@playwright/test'
const [,, url, out, width] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
