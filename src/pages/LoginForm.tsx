// The login page's account and password form. It draws the markup of antd's vertical Form with the
// class names of antd's prebuilt stylesheet, without antd's Form: that component brought its field
// store and async-validator (~40 kB of minified script) into the login page's first load, for two
// required fields. Behaves as antd's Form did: a field is checked when it changes and all are checked
// on submit; besides, the first field in error takes the focus.
import { Button } from 'antd';
// The two inputs without antd's `Input` compound, whose module attaches TextArea, OTP, Search and Group
// to it and so brings them (and rc-input's textarea sizing) along.
import Input, { type InputRef } from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { themeCssVarClass } from '../shell/uiSettings';

/** The account and password the user typed. */
export interface Credentials {
  username: string;
  password: string;
}

type FieldName = keyof Credentials;

/** Each field's label and the message shown when it is left empty (antd's `required` rule). */
const fields: ReadonlyArray<{ name: FieldName; label: string; required: string }> = [
  { name: 'username', label: '账号', required: '请输入账号' },
  { name: 'password', label: '密码', required: '请输入密码' },
];

type Errors = Partial<Record<FieldName, string>>;

/** The message of `name` for `value`, or nothing when the field is filled. */
function fieldError(name: FieldName, value: string): string | undefined {
  return value === '' ? fields.find((f) => f.name === name)?.required : undefined;
}

const formCls = `ant-form-css-var ${themeCssVarClass}`;

/** One vertical form item: label, control and, in error, its message (ids as antd's Form gives them). */
function FormItem({
  name,
  error,
  children,
}: {
  name: FieldName;
  error: string | undefined;
  children: ReactNode;
}) {
  const label = fields.find((f) => f.name === name)?.label;
  const state = error ? ' ant-form-item-with-help ant-form-item-has-error' : '';
  return (
    <div className={`ant-form-item ${formCls} ant-form-item-vertical${state}`}>
      <div className="ant-row ant-form-item-row">
        <div className="ant-col ant-form-item-label">
          <label htmlFor={name} className="ant-form-item-required" title={label}>
            {label}
          </label>
        </div>
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {error && (
            <div className="ant-form-item-additional" style={{ minHeight: 24 }}>
              <div id={`${name}_help`} className={`ant-form-item-explain ${formCls}`}>
                <div className="ant-form-item-explain-error">{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {error && <div className="ant-form-item-margin-offset" style={{ marginBottom: -24 }} />}
    </div>
  );
}

/** The attributes that tie an input to its label's field, its requiredness and its message. */
function fieldProps(name: FieldName, error: string | undefined) {
  return {
    id: name,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${name}_help` : undefined,
    status: error ? ('error' as const) : undefined,
  };
}

/** The login form: `onSubmit` gets the credentials once both fields are filled. */
export function LoginForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
}) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const usernameRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: fieldError(name, value) }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const { name } of fields) found[name] = fieldError(name, values[name]);
    setErrors(found);
    const firstWrong = fields.find(({ name }) => found[name]);
    if (firstWrong) (firstWrong.name === 'username' ? usernameRef : passwordRef).current?.focus();
    else onSubmit(values);
  };
  return (
    <form
      className={`ant-form ant-form-vertical ${formCls} login-form`}
      noValidate
      onSubmit={submit}
    >
      <FormItem name="username" error={errors.username}>
        <Input
          ref={usernameRef}
          autoComplete="username"
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
          {...fieldProps('username', errors.username)}
        />
      </FormItem>
      <FormItem name="password" error={errors.password}>
        <Password
          ref={passwordRef}
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          {...fieldProps('password', errors.password)}
        />
      </FormItem>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </form>
  );
}
