import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { Toasts } from './Toasts';

// The queue is module-wide: one test's toasts must not show in the next.
afterEach(() => act(() => toast.remove()));

describe('Toasts', () => {
  it('shows success and error toasts as polite status messages', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Prop saved');
      toast.error('Could not delete the prop');
    });
    const saved = screen.getByText('Prop saved').closest('[role="status"]');
    const failed = screen.getByText('Could not delete the prop').closest('[role="status"]');
    expect(saved).toHaveAttribute('aria-live', 'polite');
    expect(failed).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    // In the top layer through a manual popover, which neither hides nor labels them.
    const container = saved!.closest('[popover]');
    expect(container).toHaveAttribute('popover', 'manual');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(container).not.toHaveAttribute('role');
  });

  it('renders a message given as an element or as a function of the toast', () => {
    render(<Toasts />);
    act(() => {
      toast(<strong>Bold news</strong>);
      toast.loading((t) => `Uploading (${t.type})`);
    });
    expect(screen.getByText('Bold news').tagName).toBe('STRONG');
    expect(screen.getByText('Uploading (loading)')).toBeInTheDocument();
  });

  it('hides a dismissed toast', () => {
    render(<Toasts />);
    let id = '';
    act(() => {
      id = toast.success('Invitation sent');
    });
    expect(screen.getByText('Invitation sent')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Invitation sent')).not.toBeInTheDocument();
  });

  it('goes away after its duration', () => {
    jest.useFakeTimers();
    try {
      render(<Toasts />);
      act(() => {
        toast.success('Saved');
      });
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  // (react-hot-toast itself writes its icons' @keyframes there when imported: not ours to stop.)
  it('adds no styles to document.head', () => {
    const before = document.head.innerHTML;
    render(<Toasts />);
    act(() => {
      toast.error('Nope');
    });
    expect(document.head.innerHTML).toBe(before);
  });
});
