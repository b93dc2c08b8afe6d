// Public face of the API layer: the client factory, its seams, and helpers for special calls.
export { createApiClient, onLoginPage, type ApiClient, type ApiClientOptions } from './client';
export { createAntdNotifier, type AntdAppApi } from './antdNotifier';
export { resolveApiBaseUrl } from './baseUrl';
export { formBody, formHeaders } from './formBody';
export { createLoadingStore, type LoadingStore } from './loadingStore';
export {
  ApiCallError,
  createOperationCaller,
  splitParams,
  type CallOptions,
  type OperationCaller,
} from './operationCaller';
export { operationRoutes, type OperationId } from './operations.gen';
export { serverMessage } from './serverMessage';
export {
  pipelineHeaders,
  withoutErrorNotice,
  withoutLoading,
  type ApiModal,
  type ApiNotification,
  type ApiNotifier,
  type LoadingIndicator,
  type ModalHandle,
} from './types';
export type { components, operations, paths } from './schema.gen';
