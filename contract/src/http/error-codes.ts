/** Envelope codes and the exact messages the spec and design prescribe. */
export const ERROR = {
  unknown: { code: 500, msg: '未知异常，请联系管理员' },
  tokenMissing: { code: 401, msg: 'invalid token' },
  tokenInvalid: { code: 401, msg: 'token失效，请重新登录' },
  notFoundPath: { code: 404, msg: '路径不存在，请检查路径是否正确' },
  forbidden: { code: 403, msg: '没有权限，请联系管理员授权' },
  badRequest: { code: 400, msg: '参数错误' },
  invalidJson: { code: 400, msg: '请求内容不是合法的 JSON' },
  bodyTooLarge: { code: 413, msg: '请求内容过大' },
  unsupportedMediaType: { code: 415, msg: '不支持的请求内容类型' },
  tooManyRequests: { code: 429, msg: '请求过于频繁，请稍后再试' },
  loginFailed: { code: 500, msg: '账号或密码不正确' },
  accountLocked: { code: 500, msg: '账号已被锁定,请联系管理员' },
  loginThrottled: { code: 429, msg: '登录尝试过于频繁，请15分钟后再试' },
  wrongOldPassword: { code: 500, msg: '原密码不正确' },
  recordNotFound: { code: 404, msg: '记录不存在' },
  duplicateParamKey: { code: 500, msg: '参数名已存在' },
} as const;
