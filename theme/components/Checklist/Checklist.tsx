import {
  Children,
  createContext,
  isValidElement,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react';
import { pageComponentsText } from '../../../i18n/page-components';
import { storageKeys } from '../../../shared/storage-keys';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useStoredValue } from '../../hooks/useStoredValue';
import { parseTicks, tickId, withoutList, withTick } from '../../logic/checklist-ticks';
import { safeLocalStorage } from '../../logic/safe-storage';
import './Checklist.css';

interface ChecklistState {
  list: string;
  ticks: Set<string>;
  toggle: (item: string, ticked: boolean) => void;
}

const ChecklistContext = createContext<ChecklistState | null>(null);

/**
 * A checklist whose ticks the browser remembers (localStorage through
 * safe-storage, key `ap-go-live-checklist`, shared by both languages: the
 * item ids are the same). The static HTML renders every item unticked; the
 * stored ticks appear once the page is live. With storage blocked the boxes
 * still work, for this visit only.
 */
export function Checklist({
  id,
  children,
}: {
  /**
   * The list's id, unique on the page and the same in both languages: the browser keeps the
   * ticks under it, so renaming it forgets what readers ticked.
   */
  id: string;
  /** The items: one `ChecklistItem` each (the progress counts them). */
  children: ReactNode;
}) {
  const t = useFeatureText(pageComponentsText);
  const [stored, setStored] = useStoredValue(safeLocalStorage, storageKeys.goLiveChecklist);
  const ticks = useMemo(() => parseTicks(stored), [stored]);
  const itemIds = Children.toArray(children).flatMap((child) =>
    isValidElement<{ id?: unknown }>(child) && typeof child.props.id === 'string'
      ? [child.props.id]
      : [],
  );
  const done = itemIds.filter((item) => ticks.has(tickId(id, item))).length;
  const state = useMemo<ChecklistState>(
    () => ({
      list: id,
      ticks,
      toggle: (item, ticked) => setStored(withTick(ticks, tickId(id, item), ticked)),
    }),
    [id, ticks, setStored],
  );
  return (
    <ChecklistContext.Provider value={state}>
      <div className="ap-checklist" data-checklist={id}>
        <div className="ap-checklist__bar">
          <p className="ap-checklist__progress" aria-live="polite">
            {t('checklistProgress', { done: String(done), total: String(itemIds.length) })}
          </p>
          <button
            type="button"
            className="ap-checklist__reset"
            onClick={() => setStored(withoutList(ticks, id))}
            disabled={done === 0}
          >
            {t('checklistReset')}
          </button>
        </div>
        <ul className="ap-checklist__items">{children}</ul>
      </div>
    </ChecklistContext.Provider>
  );
}

/** One item: a box, its short title as the label, then the explanation with the link to its guide. */
export function ChecklistItem({
  id,
  title,
  children,
}: {
  /** The item's id, unique in its list and the same in both languages (its tick is stored under it). */
  id: string;
  /** The short label next to the box: what is done, as a statement ("Key rotation rehearsed"). */
  title: string;
  /** The explanation under the label, in Markdown, with a link to the guide that covers it. */
  children: ReactNode;
}) {
  const state = useContext(ChecklistContext);
  const inputId = useId();
  if (!state) throw new Error('ChecklistItem must be inside a Checklist');
  const checked = state.ticks.has(tickId(state.list, id));
  return (
    <li className="ap-checklist__item" data-item={id} data-checked={checked ? '' : undefined}>
      <input
        id={inputId}
        type="checkbox"
        className="ap-checklist__box"
        checked={checked}
        onChange={(event) => state.toggle(id, event.target.checked)}
        aria-describedby={`${inputId}-details`}
      />
      <div className="ap-checklist__body">
        <label htmlFor={inputId} className="ap-checklist__title">
          {title}
        </label>
        <div id={`${inputId}-details`} className="ap-checklist__details">
          {children}
        </div>
      </div>
    </li>
  );
}

/** The note under the checklists: where the ticks are kept. */
export function ChecklistStorageNote() {
  const t = useFeatureText(pageComponentsText);
  return <p className="ap-checklist__note">{t('checklistSavedNote')}</p>;
}
