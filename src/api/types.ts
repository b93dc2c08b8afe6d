// Seams between the request pipeline and the rest of the app: the UI effects and session callbacks
// are injected, so the pipeline has no React in it and tests can watch every effect.

/** A notification the pipeline asks the UI to show (antd `notification` in the app). */
export interface ApiNotification {
  /** Severity: 500 is an error, 400 and 401 are warnings. */
  type: 'error' | 'warning';
  /** First line of the notification. */
  title: string;
  /** Second line, usually the server message; absent when the title says it all. */
  description?: string;
}

/** A modal dialog the pipeline asks the UI to open (antd `Modal.warning` in the app). */
export interface ApiModal {
  /** Severity of the dialog. */
  type: 'warning';
  /** Dialog title. */
  title: string;
  /** Dialog text, usually the server message. */
  content: string;
}

/** Handle of an open modal, so the pipeline can close it after its display time. */
export interface ModalHandle {
  /** Closes the dialog; closing twice does nothing. */
  close(): void;
}

/** The UI effects the error catalogue of spec section 8 needs. */
export interface ApiNotifier {
  /** Shows a notification that stays until its own timeout or the user closes it. */
  notify(notification: ApiNotification): void;
  /** Opens a modal and returns a handle to close it. */
  openModal(modal: ApiModal): ModalHandle;
}

/** The global loading indicator (a page-level spinner in the app). */
export interface LoadingIndicator {
  /** Shows the indicator; called when the first tracked call starts. */
  show(): void;
  /** Hides the indicator; called 200 ms after the last tracked call ends. */
  hide(): void;
}

/** Request headers the pipeline reads and removes before the call leaves the browser. */
export const pipelineHeaders = {
  /** `0` skips the global loading indicator for this call. */
  showLoading: 'showLoading',
  /** `0` skips the global error notifications; the caller shows its own message. */
  showError: 'showError',
} as const;

/** Headers for a call that must not show the global loading indicator (polling, background reloads). */
export const withoutLoading = { [pipelineHeaders.showLoading]: '0' } as const;

/** Headers for a call whose caller reports failures itself (e.g. saving an answer). */
export const withoutErrorNotice = { [pipelineHeaders.showError]: '0' } as const;
