import { type SafeHtml, hiddenFields, html } from './html';

/**
 * The controls the providers' consent pages and dashboards share, as native, labelled form
 * elements: a radio group or checkbox group in a fieldset with a legend, a "Cancel" form, and a
 * table with a line for when it is empty. The classes (`choice`, `inline`, `secondary`, `muted`)
 * are styled by each vendor's sheet.
 */

/** One choice of {@link radioGroup} or {@link checkboxGroup}. */
export interface Choice {
  value: string;
  label: SafeHtml | string;
}

/** A fieldset of radios named `name`; the first is checked, one is required. */
export function radioGroup(
  legend: SafeHtml | string,
  name: string,
  idPrefix: string,
  choices: readonly Choice[],
): SafeHtml {
  return html`<fieldset>
    <legend>${legend}</legend>
    ${choices.map(
      (choice, i) =>
        html`<div class="choice">
          <input
            type="radio"
            id="${idPrefix}-${choice.value}"
            name="${name}"
            value="${choice.value}"
            ${i === 0 ? html`checked` : ''}
            required
          />
          <label for="${idPrefix}-${choice.value}">${choice.label}</label>
        </div>`,
    )}
  </fieldset>`;
}

/** One ticked checkbox named `name`, with its label. */
export function checkbox(name: string, idPrefix: string, choice: Choice): SafeHtml {
  return html`<div class="choice">
    <input
      type="checkbox"
      id="${idPrefix}-${choice.value}"
      name="${name}"
      value="${choice.value}"
      checked
    />
    <label for="${idPrefix}-${choice.value}">${choice.label}</label>
  </div>`;
}

/** A fieldset of ticked checkboxes named `name` (what the user may untick). */
export function checkboxGroup(
  legend: SafeHtml | string,
  name: string,
  idPrefix: string,
  choices: readonly Choice[],
): SafeHtml {
  return html`<fieldset>
    <legend>${legend}</legend>
    ${choices.map((choice) => checkbox(name, idPrefix, choice))}
  </fieldset>`;
}

/** An inline form posting `fields` to `action` with one secondary button (default "Cancel"). */
export function cancelForm(
  action: string,
  fields: Readonly<Record<string, string>>,
  label = 'Cancel',
): SafeHtml {
  return html`<form class="inline" method="post" action="${action}">
    ${hiddenFields(fields)}
    <button class="secondary" type="submit">${label}</button>
  </form>`;
}

/**
 * A table with column headings and one row of cells per entry, or `empty` as a muted line when
 * there are no rows.
 */
export function table(
  headings: readonly (SafeHtml | string)[],
  rows: readonly (readonly unknown[])[],
  empty: string,
): SafeHtml {
  if (rows.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<table>
    <thead>
      <tr>
        ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (cells) =>
          html`<tr>
            ${cells.map((cell) => html`<td>${cell}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
