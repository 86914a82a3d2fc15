import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
const url = process.argv[2]; const slow = Number(process.argv[3] || 4)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slow }, ...(process.env.BLOCK ? { blockedUrlPatterns: [process.env.BLOCK] } : {}) } })
const m = r.lhr.audits.metrics.details.items[0]
console.log(Object.fromEntries(Object.entries(m).filter(([k]) => /^observed(FirstContentfulPaint|LargestContentfulPaint|Load|LastVisualChange|SpeedIndex)$|^speedIndex|^largestContentfulPaint$/.test(k))))
const shots = r.lhr.audits['screenshot-thumbnails']?.details?.items?.map(i => i.timing)
console.log('thumbs', shots)
console.log(r.lhr.audits['network-requests'].details.items.filter(x => x.networkEndTime > 500 || x.networkRequestTime > 500).map(x => `${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.finished} ${x.url.replace(/http:\/\/localhost:\d+/, '').slice(0, 80)}`).join('\n'))
await chrome.kill()
