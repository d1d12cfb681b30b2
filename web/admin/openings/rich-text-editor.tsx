/**
 * The job description editor (TipTap): headings, bold, italic, lists and links, nothing else, since the
 * public job page shows only those. Its own chunk, loaded by the opening form only. The server
 * sanitises whatever HTML arrives, with the public page's rules.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
// ProseMirror's base rules, with the editor's chunk (TipTap would inject them as a <style> element,
// which the site's CSP refuses).
import 'prosemirror-view/style/prosemirror.css';

type Props = {
  html: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

export default function RichTextEditor({ html, onChange, labelledBy, describedBy, invalid }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: html,
    immediatelyRender: true,
    // No <style> element of TipTap's own: the CSP allows only the site's stylesheets, and its base
    // rules are in web/admin/styles/console.scss.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools: Array<{ label: string; pressed?: boolean; run: () => void; text: string }> = [
    { label: 'Heading', text: 'H2', pressed: active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', text: 'H3', pressed: active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bold', text: 'B', pressed: active?.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', pressed: active?.italic, run: () => chain().toggleItalic().run() },
    { label: 'Bulleted list', text: '• List', pressed: active?.bullets, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1. List', pressed: active?.numbers, run: () => chain().toggleOrderedList().run() },
    { label: 'Undo', text: 'Undo', run: () => chain().undo().run() },
    { label: 'Redo', text: 'Redo', run: () => chain().redo().run() },
  ];

  return (
    <div className="console-editor">
      <div
        className="d-flex flex-wrap gap-1 p-1 border-bottom bg-light rounded-top"
        role="toolbar"
        aria-label="Description formatting"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="btn btn-sm btn-light"
            aria-label={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            onClick={tool.run}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
