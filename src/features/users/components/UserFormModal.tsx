import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { validateUser } from "../../../../domain/users.ts";
import { showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import { type OptionItem, Select } from "../../../ui/select/index.ts";
import { FieldError, FormModal, useFormErrors, useText } from "../../org-common/index.ts";
import { CreateUserMutation, UpdateUserMutation, type UserRow } from "./documents.ts";
import { userText } from "./text.ts";

export type UserFormModalProps = {
  /** The user to edit; null creates one. */
  user: UserRow | null;
  roleOptions: OptionItem[];
  onClose: () => void;
  /** A created user with the password the server made (shown once). */
  onCreated: (user: { fullname: string }, initialPassword: string | null) => void;
};

type Draft = { email: string; fullname: string; roleId: string | null; password: string };

/** Create a user (email, name, role, optional password) or edit name and role. */
export function UserFormModal({ user, roleOptions, onClose, onCreated }: UserFormModalProps) {
  const t = useText(userText);
  const [draft, setDraft] = useState<Draft>({
    email: user?.email ?? "",
    fullname: user?.fullname ?? "",
    roleId: user ? String(user.roleId) : null,
    password: "",
  });
  const errors = useFormErrors();
  const [created, createUser] = useMutation(CreateUserMutation);
  const [updated, updateUser] = useMutation(UpdateUserMutation);
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) errors.clear(field);
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const roleId = draft.roleId ? Number(draft.roleId) : 0;
    const input = {
      email: draft.email,
      fullname: draft.fullname,
      roleId,
      password: draft.password || null,
    };
    if (errors.showProblems(validateUser(input, { withEmail: user === null }).problems)) return;
    if (user) {
      const result = await updateUser({
        id: user.id,
        input: { fullname: input.fullname.trim(), roleId },
      });
      if (result.error) return errors.showServerError(result.error);
      showToast("success", t.updated(input.fullname.trim()));
      onClose();
      return;
    }
    const result = await createUser({
      input: {
        email: input.email.trim(),
        fullname: input.fullname.trim(),
        roleId,
        ...(input.password ? { password: input.password } : {}),
      },
    });
    if (result.error || !result.data) return errors.showServerError(result.error);
    showToast("success", t.created(input.fullname.trim()));
    onCreated({ fullname: input.fullname.trim() }, result.data.createUser.initialPassword ?? null);
  }

  return (
    <FormModal
      title={user ? t.editTitle(user.fullname) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      {user === null && (
        <TextInput
          label={t.email}
          type="email"
          required
          value={draft.email}
          onValueChange={(email) => set({ email })}
          {...fieldError("email", t.email)}
        />
      )}
      <TextInput
        label={t.fullname}
        required
        maxLength={200}
        value={draft.fullname}
        onValueChange={(fullname) => set({ fullname })}
        {...fieldError("fullname", t.fullname)}
      />
      <div>
        <Select
          label={t.role}
          required
          options={roleOptions}
          value={draft.roleId}
          onValueChange={(roleId) => set({ roleId })}
          invalid={fieldError("roleId", t.role).invalid}
        />
        <FieldError message={fieldError("roleId", t.role).errorText} />
      </div>
      {user === null && (
        <TextInput
          label={t.password}
          type="password"
          value={draft.password}
          onValueChange={(password) => set({ password })}
          helperText={t.passwordHint}
          {...fieldError("password", t.password)}
        />
      )}
    </FormModal>
  );
}
