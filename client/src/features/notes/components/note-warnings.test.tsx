import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteWarnings } from './note-warnings';

describe('NoteWarnings', () => {
  it('lists each warning message under a heading', () => {
    render(
      <NoteWarnings
        warnings={[
          { code: 'not_english', message: 'The transcript does not look like English.' },
          { code: 'truncated', message: 'The transcript seems to stop mid-sentence.' },
        ]}
      />,
    );
    const region = screen.getByRole('status', { name: 'Draft warnings' });
    expect(region).toHaveTextContent('Check this draft');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The transcript does not look like English.',
      'The transcript seems to stop mid-sentence.',
    ]);
  });

  it('renders nothing without warnings', () => {
    const { container } = render(<NoteWarnings warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
