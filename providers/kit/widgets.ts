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

/** A labelled radio or checkbox in a `choice` row; `attributes` are `checked`, `required`. */
function choiceRow(
  type: 'radio' | 'checkbox',
  name: string,
  idPrefix: string,
  choice: Choice,
  attributes: SafeHtml,
): SafeHtml {
  const id = `${idPrefix}-${choice.value}`;
  return html`<div class="choice">
    <input type="${type}" id="${id}" name="${name}" value="${choice.value}" ${attributes} />
    <label for="${id}">${choice.label}</label>
  </div>`;
}

function fieldset(legend: SafeHtml | string, rows: readonly SafeHtml[]): SafeHtml {
  return html`<fieldset>
    <legend>${legend}</legend>
    ${rows}
  </fieldset>`;
}

/** A fieldset of radios or checkboxes: its legend, the inputs' name and id prefix, the choices. */
export interface ChoiceGroup {
  legend: SafeHtml | string;
  name: string;
  idPrefix: string;
  choices: readonly Choice[];
}

/** A fieldset of radios; the first is checked, one is required. */
export function radioGroup({ legend, name, idPrefix, choices }: ChoiceGroup): SafeHtml {
  return fieldset(
    legend,
    choices.map((choice, i) =>
      choiceRow('radio', name, idPrefix, choice, i === 0 ? html`checked required` : html`required`),
    ),
  );
}

/** One ticked checkbox named `name`, with its label. */
export function checkbox(name: string, idPrefix: string, choice: Choice): SafeHtml {
  return choiceRow('checkbox', name, idPrefix, choice, html`checked`);
}

/** A fieldset of ticked checkboxes (what the user may untick). */
export function checkboxGroup({ legend, name, idPrefix, choices }: ChoiceGroup): SafeHtml {
  return fieldset(
    legend,
    choices.map((choice) => checkbox(name, idPrefix, choice)),
  );
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

/** What {@link chooserForm} shows. */
export interface ChooserForm {
  /** Where the form posts. */
  action: string;
  /** The request's fields, carried through hidden inputs. */
  fields: Readonly<Record<string, string>>;
  /** The radio group: one choice per account. */
  accounts: ChoiceGroup;
  /** The alert shown instead of the form when there is no account to choose. */
  noChoices: string;
  /** What follows the radio group (the permissions to untick). */
  more?: SafeHtml;
  /** The submit button's text. */
  submit: string;
}

/** A consent page's form: who continues (radios), then `more`, then the submit button. */
export function chooserForm(form: ChooserForm): SafeHtml {
  if (form.accounts.choices.length === 0) return html`<p role="alert">${form.noChoices}</p>`;
  return html`<form method="post" action="${form.action}">
    ${hiddenFields(form.fields)} ${radioGroup(form.accounts)} ${form.more ?? ''}
    <div class="actions"><button type="submit">${form.submit}</button></div>
  </form>`;
}
