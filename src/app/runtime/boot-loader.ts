import { afterLargestPaint } from './after-largest-paint'

/*
 * The inline script at the end of a page with islands (src/app/document/render-document.ts): it
 * imports the boot script, named in its `data-boot`, once the page has painted its largest element
 * (after-largest-paint.ts). The build compiles it, with what it imports, into the line the page
 * carries (builder/vite/boot-loader-script.ts), whose hash the Content-Security-Policy allows.
 */
const bootScript = (document.currentScript as HTMLScriptElement).dataset.boot!
afterLargestPaint(() => void import(/* @vite-ignore */ bootScript))
