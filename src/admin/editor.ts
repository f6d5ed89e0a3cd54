/**
 * The editor at /admin/ (Sveltia CMS), loaded by the first screen (shell.ts) once the owner is
 * signed in or signs in. Its previews render the site's own components with the site's stylesheet
 * (previews/), its photo field checks a photo when it is chosen (photo-widget.tsx), the tools at
 * the top of each form check the whole file by its zod schema before saving and find dishes
 * (entry-tools.tsx), and editor-glue.ts fits its behaviour to the owner's phone.
 */
import CMS from '@sveltia/cms'
import { stringify } from 'yaml'
import siteStyles from '@/styles.css?inline'
import { type CmsBackendSettings, cmsConfig, dataFileFormat, toolsWidget } from './cms-config'
import { installEditorGlue } from './editor-glue'
import { editorState } from './editor-state'
import { savedData } from './entry-data'
import { EntryToolsControl } from './entry-tools'
import { savedEvent } from './live-status'
import { inOwnRoot } from './own-react-root'
import { photoWidget } from './photo-field'
import { PhotoControl } from './photo-widget'
import { AnnouncementsPreview } from './previews/announcements-preview'
import { DeliveryPreview } from './previews/delivery-preview'
import { HoursPreview } from './previews/hours-preview'
import { LunchPreview } from './previews/lunch-preview'
import { MenuPreview } from './previews/menu-preview'
import { parseRemembered } from './remembered-yaml'
import { refuseUploadsWithLocation } from './upload-guard'
import './cms-editor.css'

/** The parts of an Immutable Map the CMS's events hand over. */
interface EntryMap {
  get(key: string): unknown
  set(key: string, value: unknown): EntryMap
}

/** Starts the editor in this page, saving to the repository of `backend`. */
export function startEditor(backend: CmsBackendSettings): void {
  refuseUploadsWithLocation(window)
  // Sveltia's types name only its own widgets' props: a custom control is any React component.
  CMS.registerWidget(toolsWidget, EntryToolsControl as never)
  CMS.registerWidget(photoWidget, PhotoControl as never)
  // The data files in the YAML the build reads them with and the repository holds them in, so a
  // save changes only the lines the owner changed (ADR 017, 039); a file unchanged since the last
  // visit is read from what it parsed to then (remembered-yaml.ts, ADR 051).
  CMS.registerCustomFormat(dataFileFormat, 'yaml', {
    fromFile: (text) => parseRemembered(text),
    toFile: stringify,
  })
  CMS.registerPreviewStyle(siteStyles, { raw: true })
  CMS.registerPreviewTemplate('menu', inOwnRoot(MenuPreview) as never)
  CMS.registerPreviewTemplate('lunch', inOwnRoot(LunchPreview) as never)
  CMS.registerPreviewTemplate('hours', inOwnRoot(HoursPreview) as never)
  CMS.registerPreviewTemplate('announcements', inOwnRoot(AnnouncementsPreview) as never)
  CMS.registerPreviewTemplate('delivery', inOwnRoot(DeliveryPreview) as never)
  // The file is written as its schema reads it: no tools field, no empty values of fields the
  // owner never touched (entry-data.ts).
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const map = entry as unknown as EntryMap
      const file = editorState().file
      const data = (map.get('data') as { toJS(): unknown }).toJS()
      return (file ? map.set('data', savedData(file, data)) : map) as never
    },
  })
  // „Is it live?“ asks again after every save (live-status.ts).
  CMS.registerEventListener({
    name: 'postSave',
    handler: () => void window.dispatchEvent(new Event(savedEvent)),
  })
  installEditorGlue(document)
  void CMS.init({ config: cmsConfig(backend) as never })
}
