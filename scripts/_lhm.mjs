import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
const url = process.argv[2]; const slow = Number(process.argv[3] || 4)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] })
for (let i = 0; i < Number(process.argv[4]||1); i++) {
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slow } } })
const a = r.lhr.audits
console.log(Math.round(r.lhr.categories.performance.score*100), 'bi', Math.round(r.lhr.environment.benchmarkIndex), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive'].map(k => `${k.split('-').map(s=>s[0]).join('')}=${Math.round(a[k].numericValue)}`).join(' '))
if (process.argv[5]) { console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet)); console.log(a['bootup-time'].details.items.slice(0,8).map(x=>`${x.url} ${Math.round(x.total)}`).join('\n')); console.log(a['network-requests'].details.items.filter(x=>x.resourceType==='Script').map(x=>`${x.url.slice(-60)} ${x.transferSize}`).join('\n')) }
}
await chrome.kill()
