import { TextInput, type TextInputProps } from '@mantine/core';
import {
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { LoadErrorBoundary } from '@/components/LoadErrorBoundary';
import { i18n } from '@/lib/i18n';
import { lazyRoute, type PreloadableComponent } from '@/lib/lazy-route';

/** What a stand-in shows of its field: the frame (label, sections, error) and the value as text. */
export type StandInProps = Omit<
  TextInputProps,
  'readOnly' | 'onChange' | 'onFocus' | 'onBlur' | 'onPointerDown' | 'onClick' | 'onKeyDown' | 'ref'
>;

/** The frame a stand-in shares with every kind of field. */
type Frame = Pick<
  TextInputProps,
  | 'label'
  | 'placeholder'
  | 'size'
  | 'style'
  | 'w'
  | 'disabled'
  | 'withAsterisk'
  | 'required'
  | 'error'
  | 'description'
  | 'aria-label'
>;

/** The frame props of a field's props, for its stand-in: one list for every lazy field. */
export const frameProps = (props: Frame): Frame => ({
  label: props.label,
  placeholder: props.placeholder,
  size: props.size,
  style: props.style,
  w: props.w,
  disabled: props.disabled,
  withAsterisk: props.withAsterisk,
  required: props.required,
  error: props.error,
  description: props.description,
  'aria-label': props['aria-label'],
});

interface LazyFieldOptions {
  /**
   * `render` (default): the field's module loads as soon as the field is shown; `focus`: the first
   * time the stand-in is focused or clicked (fields that most visitors of the page never use).
   */
  loadOn?: 'render' | 'focus';
}

/** The label of the chosen option of a select's `data` ('' when none), for its stand-in to show. */
export function chosenLabel(data: readonly unknown[] | undefined, value: string | null | undefined): string {
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if (typeof item === 'object' && item !== null) {
      if ('items' in item && Array.isArray(item.items)) {
        const label = chosenLabel(item.items, value);
        if (label) return label;
      } else if ('value' in item && item.value === value) {
        return 'label' in item && typeof item.label === 'string' ? item.label : String(item.value);
      }
    }
  }
  return '';
}

/**
 * A read-only input in the field's place; remembers whether it has the focus when replaced. It
 * asks for the field when focused from the keyboard, or once a click on it is complete: a field
 * that replaced it between the pointer's press and its click would take that click as its own
 * (a select would close the dropdown it opened with).
 */
function StandIn({ props, hadFocus, onWanted, onPointer }: StandInOwnProps) {
  const input = useRef<HTMLInputElement>(null);
  const pressed = useRef(false);
  const leaving = useRef(false);
  // Runs while the input is still in the document, just before the field (or, in a Suspense
  // boundary, another stand-in) replaces it.
  useLayoutEffect(
    () => () => {
      leaving.current = true;
      if (input.current !== null && document.activeElement === input.current) hadFocus.current = true;
    },
    [hadFocus],
  );
  return (
    <TextInput
      {...props}
      ref={input}
      readOnly
      onPointerDown={() => {
        pressed.current = true;
        onPointer();
      }}
      onFocus={() => {
        if (!pressed.current) onWanted();
      }}
      onBlur={() => {
        if (!leaving.current) hadFocus.current = false;
      }}
      onClick={onWanted}
      onKeyDown={onWanted}
    />
  );
}

interface StandInOwnProps {
  props: StandInProps;
  hadFocus: RefObject<boolean>;
  /** Replace the stand-in by the field. */
  onWanted: () => void;
  /** A pointer pressed the stand-in: a click (and onWanted) should follow. */
  onPointer: () => void;
}

/**
 * True when the focus is on the stand-in (inside `box`), or was when the stand-in left and
 * nothing has taken it since (on body): not when the user went on to another field meanwhile.
 */
function focusIsOnStandIn(box: RefObject<HTMLDivElement | null>, hadFocus: RefObject<boolean>): boolean {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return box.current?.contains(active) ?? false;
  return hadFocus.current;
}

/** Moves the focus into the loaded field when its stand-in had it and nobody took it since. */
function FocusWhenLoaded({ box, hadFocus }: { box: RefObject<HTMLDivElement | null>; hadFocus: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const field = box.current?.querySelector<HTMLElement>('input, textarea');
    if (field && field !== document.activeElement && focusIsOnStandIn(box, hadFocus)) field.focus();
  }, [box, hadFocus]);
  return null;
}

/**
 * A form field whose code and styles load in their own chunk (a Mantine select, number or date
 * input brings 10–45 KB gzip): until they are there, a read-only TextInput of the same size, label
 * and value stands in (`standIn` maps the field's props to it; `frameProps` the common ones), so
 * the page does not jump; the stand-in stays (a transition, and the Suspense fallback) until the
 * field replaces it, which then takes the focus (and `autoFocus`) if its stand-in had it. Nothing
 * can be typed into a stand-in, so no input is lost. Should the chunk fail to load, the stand-in
 * shows the network error and asks again when focused or clicked.
 */
export function lazyField<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  standIn: (props: P) => StandInProps,
  { loadOn = 'render' }: LazyFieldOptions = {},
): PreloadableComponent<P> {
  const Field = lazyRoute(load);
  // Every lazy field is an input, which takes `autoFocus`.
  const FocusableField = Field as unknown as ComponentType<P & { autoFocus?: boolean }>;
  const preload = () => void Field.preload().catch(() => undefined);
  function LazyField(props: P) {
    const [wanted, setWanted] = useState(loadOn === 'render');
    const box = useRef<HTMLDivElement>(null);
    const hadFocus = useRef(false);
    const stand = (shown: StandInProps, onWanted: () => void) => (
      <StandIn props={shown} hadFocus={hadFocus} onWanted={onWanted} onPointer={preload} />
    );
    const standing = stand(standIn(props), () => startTransition(() => setWanted(true)));
    return (
      // `display: contents`: the wrapper leaves the layout (grids, groups) to the field.
      <div ref={box} style={{ display: 'contents' }}>
        <LoadErrorBoundary
          fallback={(retry) =>
            stand({ ...standIn(props), error: i18n.t('errors.network') }, () => {
              preload();
              startTransition(retry);
            })
          }
        >
          <Suspense fallback={standing}>
            {wanted ? (
              <>
                <FocusableField {...props} {...(focusIsOnStandIn(box, hadFocus) ? { autoFocus: true } : {})} />
                <FocusWhenLoaded box={box} hadFocus={hadFocus} />
              </>
            ) : (
              standing
            )}
          </Suspense>
        </LoadErrorBoundary>
      </div>
    );
  }
  return Object.assign(LazyField, { preload: Field.preload });
}
