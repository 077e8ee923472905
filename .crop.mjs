import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const [file, y, h, out] = process.argv.slice(2);
writeFileSync('/tmp/crop.html', `<body style="margin:0"><img src="file://${file}" style="display:block;margin-top:-${y}px"></body>`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
const page = await browser.newPage({ viewport: { width: 375, height: Number(h) } });
await page.goto('file:///tmp/crop.html');
await page.screenshot({ path: out });
await browser.close();
