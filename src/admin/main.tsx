// The CMS at /admin/ (its own Vite build, vite.admin.config.ts: nothing of it reaches the public
// pages). Previews render the site's own components with the site's stylesheet; photos are checked
// when they are chosen (upload-guard.ts, photo-widget.ts).
import CMS from 'decap-cms-app'
import siteStyles from '@/styles.css?inline'
import { type CmsBackendSettings, cmsConfig } from './cms-config'
import {
  germanPhrases,
  keepListLabelsCapitalised,
  listLabels,
  mergePhrases,
} from './german-phrases'
import './cms-editor.css'
import { registerPhotoWidget } from './photo-widget'
import { AnnouncementsPreview } from './previews/announcements-preview'
import { DeliveryPreview } from './previews/delivery-preview'
import { HoursPreview } from './previews/hours-preview'
import { LunchPreview } from './previews/lunch-preview'
import { MenuPreview } from './previews/menu-preview'
import { refuseUploadsWithLocation } from './upload-guard'

/** Set at build time from the environment (vite.admin.config.ts). */
declare const __CMS_BACKEND__: CmsBackendSettings

refuseUploadsWithLocation(window)
registerPhotoWidget(CMS)
CMS.registerPreviewStyle(siteStyles, { raw: true })
CMS.registerPreviewTemplate('menu', MenuPreview)
CMS.registerPreviewTemplate('lunch', LunchPreview)
CMS.registerPreviewTemplate('hours', HoursPreview)
CMS.registerPreviewTemplate('announcements', AnnouncementsPreview)
CMS.registerPreviewTemplate('delivery', DeliveryPreview)
const config = cmsConfig(__CMS_BACKEND__, window.location.origin)
CMS.registerLocale('de', mergePhrases(CMS.getLocale('de') ?? {}, germanPhrases))
keepListLabelsCapitalised(
  document.body,
  listLabels(
    (config.collections ?? []).flatMap(
      (collection) => collection.files?.flatMap((file) => file.fields) ?? [],
    ),
  ),
)
CMS.init({ config })
