import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './use-inert-outside';

afterEach(() => {
  document.body.innerHTML = '';
});

function layer(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.append(document.createElement('button'));
  document.body.append(element);
  return element;
}

describe('inertOutside', () => {
  it('makes the page behind a layer inert and nested layers unwind in order', () => {
    const root = layer('root');
    const dialog = layer('dialog');
    const undoDialog = inertOutside(dialog);
    expect(root.hasAttribute('inert')).toBe(true);
    expect(dialog.hasAttribute('inert')).toBe(false);

    // A list box opened inside the dialog: the dialog goes inert too, the page stays inert.
    const listBox = layer('list-box');
    const undoListBox = inertOutside(listBox);
    expect(dialog.hasAttribute('inert')).toBe(true);
    undoListBox();
    expect(dialog.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('inert')).toBe(true);

    undoDialog();
    expect(root.hasAttribute('inert')).toBe(false);
  });
});

describe('inertOutside on a detached element', () => {
  it('hides nothing', () => {
    const root = layer('root');
    const undo = inertOutside(document.createElement('div'));
    expect(root.hasAttribute('inert')).toBe(false);
    undo();
  });
});
