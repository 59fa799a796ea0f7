/**
 * A server-rendered page is on screen well before React takes it over (its scripts wait for the
 * main picture: main.tsx). Until then a tap on the menu toggle or the Products menu would do
 * nothing, and text typed into a form would be unknown to React. This keeps what the visitor does
 * in that time and hands it to the app once it is live:
 *
 * - a click on a button (not a link: links work without script) is remembered and clicked again;
 * - Escape, and Down/Up Arrow on a disclosure button (the Products menu), are remembered and
 *   pressed again, in their order among the clicks (a tap on the menu toggle then Escape leaves it
 *   closed);
 * - a form submitted before then is held (the bare HTML form would post the page to itself) and
 *   submitted again, with the same submit button;
 * - what was typed into fields stays where it is, and the app is told of it as if typed now.
 *
 * Installed by the entry script, which runs before DOMContentLoaded.
 */
export interface EarlyInput {
  /** Hands what happened to the live app, then stops listening. Call once React has hydrated the page. */
  replay(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value is text (checkboxes and radios keep their state in `checked`; no public form has one). */
const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio") ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Keys the header answers before anything is typed into a field (menus), so worth holding. */
const heldKey = (event: KeyboardEvent) =>
  event.key === "Escape" ||
  ((event.key === "ArrowDown" || event.key === "ArrowUp") && (event.target as Element | null)?.matches?.("button[aria-expanded]"));

type Gesture = { click: HTMLElement } | { key: string; target: HTMLElement };

export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const gestures: Gesture[] = [];
  const submitted: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  const edited = new Set<Field>();

  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]');
    // A form's submit button is the submit handler's.
    if (!button || !root.contains(button) || (button instanceof HTMLButtonElement && button.form && button.type === "submit")) return;
    // A second tap before the page is live undoes the first, as it would once live.
    const at = gestures.findIndex((gesture) => "click" in gesture && gesture.click === button);
    if (at >= 0) gestures.splice(at, 1);
    else gestures.push({ click: button });
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!heldKey(event) || !root.contains(target)) return;
    event.preventDefault(); // a held arrow key does not scroll the page as well
    gestures.push({ key: event.key, target });
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    event.preventDefault();
    if (!submitted.some((held) => held.form === form))
      submitted.push({ form, submitter: (event as SubmitEvent).submitter as HTMLElement | null });
  };
  const onInput = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) edited.add(event.target);
  };
  const doc = root.ownerDocument;
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("input", onInput, true);
  doc.addEventListener("change", onInput, true);
  doc.addEventListener("keydown", onKey, true);

  return {
    replay() {
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("submit", onSubmit, true);
      doc.removeEventListener("input", onInput, true);
      doc.removeEventListener("change", onInput, true);
      doc.removeEventListener("keydown", onKey, true);
      // What was typed, taken now: any re-render of the form before React is told (the first field
      // told, or a key pressed in a field already live) puts its state, still empty, back into the
      // fields not told yet.
      const typed = new Map([...edited].filter((field) => field.isConnected).map((field) => [field, field.value]));
      void whenReactHolds([...typed.keys()]).then(() => {
        // A field typed on since then keeps what it has; one emptied by a re-render gets its text back.
        const values = [...typed].map(([field, before]) => [field, field.value || before] as const);
        for (const [field, value] of values) announceValue(field, value);
        // A task before each gesture and the submits: React renders the typed values first, so a held
        // submit sends them, and what one gesture did before the next (Escape after the tap that
        // opened the menu finds it open).
        const nextTask = () => new Promise((resolve) => setTimeout(resolve));
        void (async () => {
          for (const gesture of gestures) {
            await nextTask();
            if ("click" in gesture) {
              if (gesture.click.isConnected) gesture.click.click();
            } else if (gesture.target.isConnected) {
              gesture.target.dispatchEvent(new KeyboardEvent("keydown", { key: gesture.key, bubbles: true, cancelable: true }));
            }
          }
          await nextTask();
          for (const { form, submitter } of submitted) {
            if (form.isConnected)
              form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
          }
        })();
      });
    },
  };
}

/** React has taken over a field once it watches its value (its `_valueTracker`); parts of a page can hydrate after the rest. */
const heldByReact = (field: Field) => Boolean((field as Field & { _valueTracker?: unknown })._valueTracker);

/** Resolves once React watches every one of `fields`, or after a few seconds whatever happened. */
async function whenReactHolds(fields: Field[], limitMs = 5_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!fields.every(heldByReact) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Tells React of a value typed into a field before it took over. React remembers the value it last
 * saw on each field and fires onChange only when an input event finds a different one. So the field
 * is set (through React's own setter) to something else, given the typed value through the
 * browser's setter, and the input event then reports the change.
 */
function announceValue(field: Field, value: string) {
  const browserValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value");
  if (!browserValue?.set) return;
  field.value = `${value} `;
  browserValue.set.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
