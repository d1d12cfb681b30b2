import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type CandidateProfile, type CandidateSummary, MergeRequest } from '#contracts/admin/candidates';
import { ChoiceField, SubmitButton, fieldIds } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { ConsoleForm } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';

const CHOICES = [
  { field: 'keepName', legend: 'Name to keep', missing: 'Choose a name.' },
  { field: 'keepEmail', legend: 'E-mail to keep', missing: 'Choose an e-mail.' },
] as const;

/**
 * Merges `other` into `current` (admins): which name and which e-mail the profile keeps. The merge
 * is recorded, so it can be undone from the profile.
 */
export function MergeForm({
  current,
  other,
  onMerge,
  onMerged,
  children,
}: {
  current: CandidateSummary;
  other: CandidateSummary;
  onMerge: (request: MergeRequest) => Promise<ClientResult<CandidateProfile>>;
  onMerged: (profile: CandidateProfile) => void;
  /** Shown beside the merge button (the "Not the same person" action). */
  children?: ReactNode;
}) {
  const { id, register, onSubmit, fail, failure, formState } = useConsoleForm(MergeRequest, {
    defaultValues: { other: other.id, keepName: 'this', keepEmail: 'this' },
  });

  const submit = async (data: MergeRequest) => {
    const answer = await onMerge(data);
    if (isClientError(answer)) return fail(`Not merged: ${answer.message}`);
    onMerged(answer);
  };

  const choices = (mine: string, theirs: string) => [
    { value: 'this', label: mine },
    { value: 'other', label: theirs },
  ];
  return (
    <ConsoleForm onSubmit={onSubmit(submit)} failure={failure} label={`Merge ${other.name} into this candidate`}>
      <input type="hidden" {...register('other')} />
      <div className="d-flex flex-wrap gap-3 mb-2">
        {CHOICES.map(({ field, legend, missing }) => (
          <ChoiceField
            key={field}
            ids={fieldIds(id, field)}
            legend={legend}
            error={formState.errors[field] ? missing : undefined}
            options={choices(
              field === 'keepName' ? current.name : current.email,
              field === 'keepName' ? other.name : other.email,
            )}
          >
            {(option, props) => (
              <Form.Check
                key={option.value}
                type="radio"
                value={option.value}
                label={option.label}
                {...register(field)}
                {...props}
              />
            )}
          </ChoiceField>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton submitting={formState.isSubmitting} size="sm">
          Merge into one candidate
        </SubmitButton>
        {children}
      </div>
    </ConsoleForm>
  );
}
