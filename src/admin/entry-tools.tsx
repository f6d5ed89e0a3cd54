/**
 * The tools at the top of every file's form, a field of the CMS's own that the file never holds
 * (entry-data.ts leaves it out):
 * - the check before saving: the file's zod schema reads what the owner typed, and what the build
 *   would refuse holds the save back (the CMS asks every field's `isValid` first) and is listed
 *   here in German, each line leading to its field, where it also stands (editor-glue.ts);
 * - on the menu and the Mittagstisch, a search that finds a dish by its name or number and opens
 *   it.
 */
import { useId, useState, useSyncExternalStore } from 'react'
import type { ContentFileName } from '@/schemas'
import { type GermanIssue, issueLine } from '@/schemas/german-issues'
import { dishesOf, findDishes } from './dish-search'
import { revealField } from './editor-glue'
import { editorState, subscribeEditorState, updateEditorState } from './editor-state'
import { entryProblems } from './entry-data'
import { OwnRootHost } from './own-react-root'

/** The parts of Immutable's Map the CMS hands over, as far as used here. */
interface ImmutableMap {
  get(key: string): unknown
  toJS(): unknown
}

interface ToolsControlProps {
  field: ImmutableMap
  entry?: ImmutableMap
}

/** What the CMS shows under the tools when saving is held back. */
export const heldBack = (count: number) =>
  count === 1
    ? 'Nicht gespeichert: Eine Angabe ist so nicht möglich (siehe unten).'
    : `Nicht gespeichert: ${count} Angaben sind so nicht möglich (siehe unten).`

const fileOf = (props: ToolsControlProps) => props.field.get('file') as ContentFileName
const dataOf = (props: ToolsControlProps) =>
  (props.entry?.get('data') as ImmutableMap | undefined)?.toJS()

/** The tools field's control in the CMS. */
export class EntryToolsControl extends OwnRootHost<ToolsControlProps> {
  protected override hostClass = 'entry-tools-host'
  /** The file as the form opened it. */
  private opened: string | undefined

  override componentDidMount() {
    this.opened = JSON.stringify(dataOf(this.props))
    updateEditorState({
      file: fileOf(this.props),
      data: dataOf(this.props),
      problems: [],
      saveTried: false,
    })
    super.componentDidMount()
  }

  override componentDidUpdate() {
    const { problems, saveTried } = editorState()
    const data = dataOf(this.props)
    // Once the owner tried to save, the problems follow every change.
    updateEditorState({
      data,
      problems: saveTried ? entryProblems(fileOf(this.props), data) : problems,
    })
    super.componentDidUpdate()
  }

  protected override renderOwn(props: ToolsControlProps) {
    return <EntryTools file={fileOf(props)} />
  }

  /**
   * The CMS asks before it saves (and after every change, and once as the form opens): the
   * schema's answer. The file as it opened cannot be saved (the CMS saves changes only) and goes
   * unchecked — on the menu that check was a fifth of a second of a phone's start (ADR 051).
   */
  async isValid() {
    await this.nextRender()
    const data = dataOf(this.props)
    const problems =
      JSON.stringify(data) === this.opened ? [] : entryProblems(fileOf(this.props), data)
    updateEditorState({ problems, checkedAt: editorState().checkedAt + 1 })
    return problems.length === 0 ? true : { error: { message: heldBack(problems.length) } }
  }
}

function EntryTools({ file }: { file: ContentFileName }) {
  const { problems, saveTried, data } = useSyncExternalStore(subscribeEditorState, editorState)
  const searchable = file === 'menu' || file === 'lunch'
  return (
    <div className="entry-tools">
      {searchable && <DishSearch file={file} data={data} />}
      {saveTried && problems.length > 0 && <ProblemList problems={problems} />}
    </div>
  )
}

function ProblemList({ problems }: { problems: readonly GermanIssue[] }) {
  return (
    <section className="entry-problems" aria-labelledby="entry-problems-heading">
      <h2 id="entry-problems-heading">
        {problems.length === 1
          ? 'Vor dem Speichern bitte korrigieren:'
          : `Vor dem Speichern bitte diese ${problems.length} Angaben korrigieren:`}
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.keyPath} ${problem.message}`}>
            <button type="button" onClick={() => void revealField(problem.keyPath)}>
              {issueLine({ ...problem, where: problem.where.slice(1) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function DishSearch({ file, data }: { file: 'menu' | 'lunch'; data: unknown }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const found = findDishes(dishesOf(file, data), query)
  return (
    <div className="dish-search" role="search">
      <label htmlFor={inputId}>Gericht finden</label>
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={file === 'menu' ? 'Name oder Nummer, z. B. 41' : 'Name des Gerichts'}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() !== '' && (
        <ul aria-label="Gefundene Gerichte">
          {found.length === 0 && <li className="dish-search-none">Kein Gericht gefunden</li>}
          {found.map((dish) => (
            <li key={dish.keyPath}>
              <button
                type="button"
                onClick={() => {
                  setQuery('')
                  void revealField(dish.keyPath, { open: true })
                }}
              >
                <span>{dish.name}</span> <small>{dish.where}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
