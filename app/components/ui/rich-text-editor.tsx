import { Button, Input, Menu } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '@shared/constants/email';
import {
  TEMPLATE_VARIABLE_LABELS,
  TemplateVariableNode,
  isVariableLookalike,
  templateHtml,
  variableTag,
} from './template-variable';

/** The editor's extensions: StarterKit, links that never autolink a variable, variable chips. */
const extensions = [
  StarterKit.configure({ link: false }),
  Link.configure({
    openOnClick: false,
    shouldAutoLink: (url) => !isVariableLookalike(url) && Link.options.shouldAutoLink(url),
  }),
  TemplateVariableNode,
];

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The HTML shown; '' for an empty editor. */
  value: string;
  /** Called with the new HTML on every change ('' once the editor is emptied). */
  onChange: (html: string) => void;
  /** The field's label (also the editable area's accessible name); "Message" when absent. */
  label?: string;
  /** An error shown under the editor (the field is then marked invalid). */
  error?: string;
}

/**
 * A rich-text email body (TipTap through Mantine): bold, italic, underline, headings, lists and
 * links, plus template variables as chips: typed or pasted as `{{ influencer.name }}`, or put at
 * the cursor by the "Insert variable" menu; the HTML holds them as that Liquid text. Controlled:
 * `value` set from outside (a template picked, a draft loaded) replaces the content, its
 * variables turned into chips, without calling `onChange` back.
 */
export function RichTextEditor({ value, onChange, label, error }: RichTextEditorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const name = label ?? 'Message';
  // The latest callback, so the editor (created once) never calls a stale one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The editable area is the field: labelled by `label`, and pointing at the error when there is one.
  const attributes = useMemo<Record<string, string>>(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': name,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    }),
    [id, name, error, errorId],
  );
  const editor = useEditor({
    extensions,
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : templateHtml(current)),
  });

  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : templateHtml(editor);
    if (value !== current)
      editor.chain().setContent(value, { emitUpdate: false }).chipVariables().run();
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const insert = (variable: TemplateVariable) =>
    editor?.chain().focus().insertVariable(variable).run();

  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }}>
      <MantineRichTextEditor
        editor={editor}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconBraces size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={!editor}
              >
                Insert variable
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {TEMPLATE_VARIABLES.map((variable) => (
                <Menu.Item key={variable} onClick={() => insert(variable)}>
                  {TEMPLATE_VARIABLE_LABELS[variable]}{' '}
                  <code style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
                    {variableTag(variable)}
                  </code>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={180} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
