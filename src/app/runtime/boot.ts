import { linkDeferredStylesheets } from './after-paint/deferred-stylesheets'
import { upgradeDialogOpeners } from './after-paint/dialog-openers'
import { makeJumpsExact } from './after-paint/exact-jumps'
import { armIslands } from './after-paint/islands'
import { showStandIns } from './after-paint/stand-ins'
import { completeStructuredData } from './after-paint/structured-data'
import { linkWebManifest } from './after-paint/web-manifest'
import { showCurrentDay } from './bindings/day-corrections'
import { eachInItsOwnTask } from './yield-to-browser'

/*
 * The one script of a page with islands. The page's inline loader (boot-loader.ts) imports it once
 * the page has painted its largest element (ADR 029): until then the prerendered page works as
 * without JavaScript, and nothing here competes with the first paint. What it does then is this
 * list, each in a task of its own and in this order (ADR 035); a new job is a file in after-paint/
 * (a feature's, in bindings/) and a line here. No island hydrates here: each waits for the visitor (after-paint/islands.ts).
 */
void eachInItsOwnTask([
  linkDeferredStylesheets,
  upgradeDialogOpeners,
  makeJumpsExact,
  armIslands,
  showCurrentDay,
  linkWebManifest,
  showStandIns,
  completeStructuredData,
])
