import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../auth/identity';
import { TokenRateLimitError } from '../identity/plugin';

/** One entry of ABP's validationErrors: what is wrong and which fields it concerns. */
export interface ValidationErrorInfo {
  message: string;
  members: string[];
}

/** ABP's error body: `{ error: { code, message, details, validationErrors } }`. */
export interface AbpErrorBody {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    validationErrors: ValidationErrorInfo[] | null;
  };
}

/** ABP's message for an unexpected failure; nothing about the cause is sent to the client. */
export const internalErrorMessage = '对不起，在处理您的请求期间产生了一个服务器内部错误！';

type AjvIssue = NonNullable<FastifyError['validation']>[number];

function fieldOf(issue: AjvIssue): string {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : '';
  return [path, extra].filter(Boolean).join('.') || '(请求)';
}

/** The spec's own prompts for fields that must not be empty (spec section 5), by field name. */
const emptyFieldPrompts: Record<string, string> = {
  currentPassword: '请输入旧密码',
  newPassword: '请输入新密码',
};

function messageOf(issue: AjvIssue, field: string): string {
  const params = issue.params as Record<string, unknown>;
  const emptyPrompt = emptyFieldPrompts[field];
  const isEmpty =
    issue.keyword === 'required' || (issue.keyword === 'minLength' && params.limit === 1);
  if (emptyPrompt && isEmpty) return emptyPrompt;
  switch (issue.keyword) {
    case 'required':
      return `${field} 字段是必需的`;
    case 'type':
      return `${field} 的类型应为 ${String(params.type)}`;
    case 'minLength':
      return `${field} 长度不能少于 ${String(params.limit)}`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(params.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} 不能小于 ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} 不能大于 ${String(params.limit)}`;
    case 'enum':
      return `${field} 的取值无效`;
    case 'additionalProperties':
      return `不允许的字段 ${field}`;
    case 'maxItems':
      return `${field} 最多 ${String(params.limit)} 项`;
    case 'minItems':
      return `${field} 至少 ${String(params.limit)} 项`;
    case 'format':
      return `${field} 的格式无效`;
    case 'pattern':
      return `${field} 的格式无效`;
    case 'multipleOf':
      return `${field} 的精度无效`;
    default:
      // Every other rule gets a Chinese sentence too; Ajv's own English text is not shown.
      return `${field} 的取值无效`;
  }
}

/** Maps Ajv issues of a Fastify validation error to ABP validationErrors naming the fields. */
export function validationErrorsOf(issues: AjvIssue[]): ValidationErrorInfo[] {
  return issues.map((issue) => {
    const field = fieldOf(issue);
    return { message: messageOf(issue, field), members: [field] };
  });
}

/** Builds an ABP error body. */
export function abpError(
  message: string,
  code: string | null = null,
  validationErrors: ValidationErrorInfo[] | null = null,
): AbpErrorBody {
  return { error: { code, message, details: null, validationErrors } };
}

/** Chinese messages (and ABP-style codes) for the client errors Fastify itself raises. */
const frameworkErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'InvalidJson', message: '请求正文不是有效的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'EmptyBody', message: '请求正文为空，应为 JSON 对象' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BodyTooLarge', message: '请求正文过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UnsupportedMediaType', message: '不支持的请求内容类型' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'InvalidContentLength',
    message: '请求的 Content-Length 与正文长度不符',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'InvalidContentType', message: '请求的内容类型无效' },
  FST_ERR_CTP_EMPTY_TYPE: { code: 'InvalidContentType', message: '请求的内容类型无效' },
  FST_ERR_BAD_URL: { code: 'BadUrl', message: '请求地址无效' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BadRequest', message: '请求无效' },
};

/** The ABP body of a client error raised by Fastify (or a parser), with a Chinese message. */
export function frameworkClientError(error: { code?: string; statusCode?: number }): AbpErrorBody {
  const status = error.statusCode ?? 400;
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return abpError(known.message, known.code);
  if (status === 429) return abpError('请求过于频繁，请稍后再试', 'TooManyRequests');
  if (status === 413) return abpError('请求正文过大', 'BodyTooLarge');
  if (status === 415) return abpError('不支持的请求内容类型', 'UnsupportedMediaType');
  if (status === 404) return abpError('未找到请求的资源', 'NotFound');
  if (status === 405) return abpError('不支持该请求方法', 'MethodNotAllowed');
  return abpError('请求无效', 'BadRequest');
}

/** Installs the one error handler and the 404 handler of the app; both answer in ABP's shape. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof TokenRateLimitError) return reply.code(429).send(error.oauth);
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(abpError(error.message, error.code ?? null, error.validationErrors ?? null));
    }
    if (error.validation) {
      const validationErrors = validationErrorsOf(error.validation);
      const message = `请求参数验证失败：${validationErrors.map((v) => v.message).join('；')}`;
      return reply.code(400).send(abpError(message, 'ValidationError', validationErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      return reply.code(status).send(frameworkClientError(error));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.code(500).send(abpError(internalErrorMessage));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(abpError('未找到请求的资源', 'NotFound')),
  );
}
