import { render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/errors/error-screen';

describe('error screen', () => {
  it('is titled Unexpected Application Error and shows the message and the stack', () => {
    const error = new Error('Cannot read properties of undefined');
    render(<ErrorScreen error={error} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cannot read properties of undefined',
    );
    expect(screen.getByText(/at .*error-screen\.test/)).toBeInTheDocument();
    expect(document.title).toBe('Unexpected Application Error');
  });

  it('shows the status when there is no message', () => {
    const error = Object.assign(new Error(''), { status: 503 });
    render(<ErrorScreen error={error} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Status 503');
  });
});
