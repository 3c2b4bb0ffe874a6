import { Badge } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import {
  DOMSerializer,
  type Mark,
  type MarkType,
  type Node as ProseMirrorNode,
  type NodeType,
} from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import {
  InputRule,
  Node,
  type Editor,
  NodeViewWrapper,
  PasteRule,
  ReactNodeViewRenderer,
  type ReactNodeViewProps,
} from '@tiptap/react';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '@shared/constants/email';

/** What each template variable stands for, as the "Insert variable" menu and its chip name it. */
export const TEMPLATE_VARIABLE_LABELS: Record<TemplateVariable, string> = {
  'influencer.name': 'Influencer name',
  'influencer.username': 'Influencer username',
  'sender.name': 'Your sender name',
  'campaign.name': 'Campaign name',
  discount_code: 'Discount code',
  unsubscribe_url: 'Unsubscribe link',
};

/** The Liquid tag that prints a variable: `{{ influencer.name }}` (what the server renders). */
export const variableTag = (name: TemplateVariable) => `{{ ${name} }}`;

const known = new Set<string>(TEMPLATE_VARIABLES);
/** Whether `name` is one of the {@link TEMPLATE_VARIABLES}. */
export const isTemplateVariable = (name: string): name is TemplateVariable => known.has(name);

/** `{{ known.variable }}`, spaces inside the braces optional; group 1 is the name. */
const TAG_SOURCE = `\\{\\{\\s*(${TEMPLATE_VARIABLES.map((n) => n.replace('.', '\\.')).join('|')})\\s*\\}\\}`;
/** A tag just typed: the text before the cursor ends with it. */
const TYPED_TAG = new RegExp(`${TAG_SOURCE}$`);
/** Every tag in a pasted or loaded text. */
const TAGS = () => new RegExp(TAG_SOURCE, 'g');
/** A Liquid output or tag, `{{ … }}` or `{% … %}` (the server's own definition). */
const LIQUID_REGION = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;
/** What textblock text shows for a chip or an image, so offsets stay positions. */
const LEAF = '\ufffc';

/**
 * Whether the Link extension may turn `url` into a link by itself (typing or pasting): never
 * a variable's name (`influencer.name` looks like a host on the `.name` domain).
 */
export const isVariableLookalike = (url: string) => isTemplateVariable(url.trim().toLowerCase());

/**
 * The chip for `name` replacing the tag text that starts at `pos`, with that text's marks: bold,
 * or a link the whole tag was written in (autolink never links the opening braces).
 */
const chip = (type: NodeType, name: TemplateVariable, doc: ProseMirrorNode, pos: number) =>
  type.create({ name }, null, doc.nodeAt(pos)?.marks);

/** What an input or paste rule's handler is given: the match and the text range it covers. */
interface RuleMatch {
  state: { tr: Transaction; doc: ProseMirrorNode };
  range: { from: number; to: number };
  match: RegExpMatchArray;
}

/** The handler of the typing and the paste rule: the matched `{{ name }}` becomes its chip. */
const chipRule =
  (type: NodeType) =>
  ({ state, range, match }: RuleMatch): null | undefined => {
    const name = match[1];
    if (!name || !isTemplateVariable(name)) return null;
    state.tr.replaceWith(range.from, range.to, chip(type, name, state.doc, range.from));
  };

/** Each textblock of `doc` that may hold a chip, with its text (leaves as one character). */
function textblocks(doc: ProseMirrorNode, type: NodeType) {
  const blocks: { pos: number; text: string }[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (!node.type.spec.code && node.type.contentMatch.matchType(type))
      blocks.push({ pos: pos + 1, text: node.textBetween(0, node.content.size, undefined, LEAF) });
    return false;
  });
  return blocks;
}

/**
 * Replaces every known `{{ variable }}` written as text in `tr`'s document with its chip (what
 * loading a template needs: the stored HTML holds the tags as text). Returns whether it changed.
 */
export function chipVariables(tr: Transaction, type: NodeType): boolean {
  const found: { from: number; to: number; name: TemplateVariable }[] = [];
  for (const { pos, text } of textblocks(tr.doc, type))
    for (const match of text.matchAll(TAGS()))
      if (isTemplateVariable(match[1]!))
        found.push({
          from: pos + match.index,
          to: pos + match.index + match[0].length,
          name: match[1],
        });
  // From the end, so earlier positions stay valid.
  for (const { from, to, name } of found.reverse())
    tr.replaceWith(from, to, chip(type, name, tr.doc, from));
  return found.length > 0;
}

/**
 * The editor's content as stored and rendered by the server: its HTML with every chip as the
 * bare Liquid tag, `<p>Hi {{ influencer.name }}</p>` (never an element around it).
 */
export function templateHtml(editor: Editor): string {
  const { schema, doc } = editor.state;
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content));
  for (const element of container.querySelectorAll('span[data-variable]'))
    element.replaceWith(element.textContent ?? '');
  return container.innerHTML;
}

/** Whether all the text in `from`–`to` sits in one and the same link. */
function inOneLink(doc: ProseMirrorNode, from: number, to: number, link: MarkType) {
  const marks: (Mark | undefined)[] = [];
  doc.nodesBetween(from, to, (node) => {
    if (node.isInline) marks.push(link.isInSet(node.marks));
  });
  return marks.every((mark) => mark && mark.eq(marks[0]!));
}

/**
 * Keeps links out of Liquid: a link that covers part of a `{{ … }}` or `{% … %}` (autolink made
 * `brand.name` in `{{ brand.name }}` one) is removed from it, since the stored
 * `{{ <a …>brand.name</a> }}` no longer parses. A link around the whole tag stays.
 */
function liquidWithoutLinks(type: NodeType) {
  return new Plugin({
    key: new PluginKey('liquidWithoutLinks'),
    appendTransaction(transactions, _old, state) {
      const link = state.schema.marks.link;
      if (!link || !transactions.some((t) => t.docChanged)) return null;
      const tr = state.tr;
      for (const { pos, text } of textblocks(state.doc, type))
        for (const match of text.matchAll(LIQUID_REGION)) {
          const from = pos + match.index;
          const to = from + match[0].length;
          if (state.doc.rangeHasMark(from, to, link) && !inOneLink(state.doc, from, to, link))
            tr.removeMark(from, to, link);
        }
      return tr.steps.length > 0 ? tr.setMeta('preventAutolink', true) : null;
    },
  });
}

/** The chip's outer span (NodeViewWrapper hands its `as` on to the element it renders). */
function ChipRoot({ as: _as, ...props }: ComponentPropsWithRef<'span'> & { as?: unknown }) {
  return <span {...props} />;
}

/** The chip shown in the editor: the variable's label, named "Variable: …" for assistive tech. */
function VariableChip({ node, selected }: ReactNodeViewProps) {
  const name = node.attrs.name as TemplateVariable;
  const label = TEMPLATE_VARIABLE_LABELS[name] ?? name;
  return (
    <NodeViewWrapper
      as={ChipRoot}
      role="img"
      aria-label={`Variable: ${label}`}
      title={variableTag(name)}
      data-variable={name}
      style={{ display: 'inline-block', verticalAlign: 'baseline', lineHeight: 1 }}
    >
      <Badge
        component="span"
        variant={selected ? 'filled' : 'light'}
        radius="sm"
        size="lg"
        tt="none"
        fw={600}
        fz="sm"
        h={22}
        px={6}
        leftSection={<IconBraces size={13} aria-hidden />}
        style={{ cursor: 'default', verticalAlign: 'text-bottom' }}
      >
        {label}
      </Badge>
    </NodeViewWrapper>
  );
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    templateVariable: {
      /** Puts the chip of `name` at the cursor (in place of the selection). */
      insertVariable: (name: TemplateVariable) => ReturnType;
      /** Turns every known `{{ variable }}` written as text into its chip. */
      chipVariables: () => ReturnType;
    };
  }
}

/**
 * A template variable as one inline token (TipTap atom node `variable`, attribute `name`): shown
 * as a chip, deleted with one Backspace, and stored as exactly the Liquid the server renders,
 * `{{ influencer.name }}` as text. Typing or pasting a known `{{ name }}` (spaces optional) makes
 * the chip; an unknown one stays text, for the server to report. Loaded HTML gets its chips from
 * the `chipVariables` command (run here when the editor starts). Link detection never sees a
 * chip's text (it is one leaf character to it) nor splits `{{ … }}` text.
 */
export const TemplateVariableNode = Node.create({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      name: { default: null, rendered: false },
    };
  },

  // The editor's own HTML (clipboard, a view without React): the tag in a marked span.
  // templateHtml() drops the span, so stored HTML holds the bare tag.
  parseHTML() {
    return [
      {
        tag: 'span[data-variable]',
        getAttrs: (element) => {
          const name = element.getAttribute('data-variable') ?? '';
          return isTemplateVariable(name) ? { name } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    const name = node.attrs.name as TemplateVariable;
    return ['span', { 'data-variable': name }, variableTag(name)];
  },

  renderText({ node }) {
    return variableTag(node.attrs.name as TemplateVariable);
  },

  addNodeView() {
    return ReactNodeViewRenderer(VariableChip);
  },

  addCommands() {
    return {
      insertVariable:
        (name) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
      chipVariables:
        () =>
        ({ tr, dispatch }) => {
          if (!dispatch) return true;
          chipVariables(tr, this.type);
          return true;
        },
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: TYPED_TAG,
        undoable: false,
        handler: chipRule(this.type),
      }),
    ];
  },

  addPasteRules() {
    return [
      new PasteRule({
        find: TAGS(),
        handler: chipRule(this.type),
      }),
    ];
  },

  addKeyboardShortcuts() {
    const remove = (side: 'before' | 'after') => () => {
      const { selection, tr } = this.editor.state;
      if (!selection.empty) return false;
      const { $from } = selection;
      const node = side === 'before' ? $from.nodeBefore : $from.nodeAfter;
      if (node?.type !== this.type) return false;
      const from = side === 'before' ? $from.pos - node.nodeSize : $from.pos;
      this.editor.view.dispatch(tr.delete(from, from + node.nodeSize));
      return true;
    };
    return { Backspace: remove('before'), Delete: remove('after') };
  },

  addProseMirrorPlugins() {
    return [liquidWithoutLinks(this.type)];
  },

  onCreate() {
    const { tr } = this.editor.state;
    if (chipVariables(tr, this.type))
      this.editor.view.dispatch(tr.setMeta('preventUpdate', true).setMeta('addToHistory', false));
  },
});
