// The CMS at /admin/ (its own Vite build, vite.admin.config.ts: nothing of it reaches the public
// pages). Previews render the site's own components with the site's stylesheet.
import CMS from 'decap-cms-app'
import siteStyles from '@/styles.css?inline'
import { type CmsBackendSettings, cmsConfig } from './cms-config'
import './cms-editor.css'
import { AnnouncementsPreview } from './previews/announcements-preview'
import { HoursPreview } from './previews/hours-preview'
import { MenuPreview } from './previews/menu-preview'

/** Set at build time from the environment (vite.admin.config.ts). */
declare const __CMS_BACKEND__: CmsBackendSettings

CMS.registerPreviewStyle(siteStyles, { raw: true })
CMS.registerPreviewTemplate('menu', MenuPreview)
CMS.registerPreviewTemplate('hours', HoursPreview)
CMS.registerPreviewTemplate('announcements', AnnouncementsPreview)
CMS.init({ config: cmsConfig(__CMS_BACKEND__, window.location.origin) })
