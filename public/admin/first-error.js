// When Sveltia CMS refuses a Save, it only says "N fields have an error" in its toolbar and leaves
// the form where it is (sveltia/sveltia-cms#745): on a phone, with the error far down a long form,
// the owner sees nothing happen. After a Save, this scrolls the first invalid field into view,
// focuses it and names it in a line screen readers announce (docs/editing.md). It reads only what
// Sveltia renders for accessibility, never its hashed class names: an invalid control carries
// aria-invalid="true" and aria-errormessage (the id of its error text), its field is a
// <section role="group" data-key-path> whose header holds its label (id `<field id>-label`).
(() => {
  const lineId = 'first-error-line';
  /** How long Sveltia may take to validate before a refused Save shows its markers. */
  const patience = 3000;
  const focusable =
    'input:not([type=hidden]), textarea, select, [contenteditable=true], button, [tabindex]:not([tabindex="-1"])';

  /** What a reader hears: the text less hidden icon names and bidi isolation marks. */
  const text = (element) => {
    if (!element) return '';
    const copy = element.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
  };
  /** A field's label: the element its header gives the id `<field id>-label`. */
  const labelOf = (field) => text(field.querySelector(':scope > header [id$="-label"]'));
  const visible = (element) =>
    element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]');

  /** The first invalid control of the form, in document order, with its field and message. */
  function firstError() {
    for (const control of document.querySelectorAll('[aria-invalid="true"]')) {
      if (!visible(control)) continue;
      const field = control.closest('section[data-key-path]');
      if (!field) continue;
      const message = text(document.getElementById(control.getAttribute('aria-errormessage')));
      const parents = [];
      for (let up = field.parentElement?.closest('section[data-key-path]'); up; ) {
        const label = labelOf(up);
        if (label) parents.unshift(label);
        up = up.parentElement?.closest('section[data-key-path]');
      }
      return { control, field, label: labelOf(field), parents, message };
    }
    return undefined;
  }

  function showLine(error) {
    let line = document.getElementById(lineId);
    if (!line) {
      line = document.createElement('p');
      line.id = lineId;
      line.setAttribute('role', 'alert');
      // At the top of the form (placeLine), clear of Sveltia's own error toast at the bottom.
      line.style.cssText =
        'position:fixed;z-index:2147483647;margin:0;padding:10px 14px;' +
        'border-radius:6px;background:#8a1c1c;color:#fff;font:600 15px/1.4 system-ui,sans-serif;' +
        'box-shadow:0 2px 10px rgb(0 0 0 / 35%);pointer-events:none';
      document.body.append(line);
    }
    const where = error.parents.length ? ` under ${error.parents.join(' › ')}` : '';
    line.textContent = `Fix “${error.label || 'this field'}”${where}: ${error.message || 'it has an error.'}`;
    placeLine(line, error.field);
  }

  const hideLine = () => document.getElementById(lineId)?.remove();

  /**
   * The form's scrolling pane: the nearest ancestor of the field made to scroll, whether or not a
   * short entry fills it.
   */
  function paneOf(field) {
    for (let up = field.parentElement; up && up !== document.body; up = up.parentElement) {
      const { overflowY } = getComputedStyle(up);
      if (overflowY === 'auto' || overflowY === 'scroll') return up;
    }
    return undefined;
  }

  /**
   * Over the top of the form's own pane, so the toolbar and the pane's header (Save, the preview
   * eye, the ⋮ menus) stay in sight and usable; without a pane, below the toolbar. A field near the
   * top of the form (its first, Title) cannot scroll down to the middle: where the line would lie
   * over the field, it goes just below it instead, so the field's label and box stay readable.
   */
  function placeLine(line, field) {
    const pane = paneOf(field)?.getBoundingClientRect();
    const top = pane ? Math.max(pane.top, 0) + 8 : 64;
    const left = pane ? pane.left + 8 : 8;
    const right = pane ? Math.max(window.innerWidth - pane.right, 0) + 8 : 8;
    Object.assign(line.style, { top: `${top}px`, left: `${left}px`, right: `${right}px` });
    const box = line.getBoundingClientRect();
    const spot = field.getBoundingClientRect();
    const below = spot.bottom + 8;
    // A field taller than the screen (a list of photos) is not moved past: the line stays on screen.
    const fits = below + box.height <= Math.min(pane?.bottom ?? innerHeight, innerHeight);
    if (box.bottom > spot.top && box.top < spot.bottom && fits) line.style.top = `${below}px`;
  }

  // While a window is open over the form (Select Image, a confirmation), neither this line nor
  // Sveltia's error toast may cover its buttons (Insert, Cancel): both step aside until it closes.
  // Sveltia moves its toast into the open window, so the refused Save's toast is marked when it
  // is found (afterSave) and hidden there too. The window's own alerts (an upload that failed)
  // stay.
  const aside = document.createElement('style');
  aside.textContent =
    'body:has(dialog[open]) :is(#' +
    lineId +
    ', [role="alert"][aria-live="assertive"]):not(dialog *), ' +
    'body:has(dialog[open]) [data-refused-save] { visibility: hidden; }';
  document.head.append(aside);

  /** Waits for a refused Save (Sveltia's toolbar alert and an invalid field), then shows it. */
  function afterSave() {
    hideLine();
    const until = performance.now() + patience;
    const check = () => {
      const refused = document.querySelector('[role="alert"][aria-live="assertive"]');
      const error = refused && firstError();
      if (error) {
        refused.setAttribute('data-refused-save', '');
        error.field.scrollIntoView({ block: 'center' });
        const target = error.control.matches(focusable)
          ? error.control
          : (error.field.querySelector(focusable) ?? error.control);
        target.focus({ preventScroll: true });
        showLine(error);
        error.field.addEventListener('input', hideLine, { once: true });
      } else if (performance.now() < until) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (button && text(button) === 'Save') afterSave();
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') afterSave();
    },
    true,
  );
})();
