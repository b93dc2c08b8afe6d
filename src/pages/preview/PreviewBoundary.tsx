// Keeps the preview page alive when a half-edited config makes a block throw: the error shows in place
// of the drawing, and the next save (a new key) tries again.
import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';

/** Shows a render error of its children instead of unmounting the page. */
export class PreviewBoundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown): { error: string } {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render(): ReactNode {
    if (this.state.error)
      return <Alert type="warning" showIcon title={`无法绘制：${this.state.error}`} />;
    return this.props.children;
  }
}
