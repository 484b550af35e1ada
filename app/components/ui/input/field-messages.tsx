import { useId } from "react";

export type FieldIds = {
  inputId: string;
  descriptionId: string;
  errorId: string;
  /** The ids of the messages shown, for aria-describedby; undefined when there are none. */
  describedBy: string | undefined;
};

/**
 * The ids a labelled field ties together: the input (the caller's `id`, else a generated one), its
 * description and its error message.
 * @example const ids = useFieldIds(props.id, description, error); <input id={ids.inputId} aria-describedby={ids.describedBy} />
 */
export function useFieldIds(id: string | undefined, description: unknown, error: unknown): FieldIds {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return { inputId, descriptionId, errorId, describedBy: describedBy || undefined };
}

/**
 * A field's description and error message under the input, with the ids the input's
 * aria-describedby points at.
 * @example <FieldMessages ids={ids} description="As on your card" error={error} />
 */
export function FieldMessages({ ids, description, error }: { ids: FieldIds; description?: string; error?: string }) {
  return (
    <>
      {description ? (
        <p id={ids.descriptionId} className="ui-input__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="ui-input__error">
          <span aria-hidden="true" className="ui-input__error-icon">
            !
          </span>
          {error}
        </p>
      ) : null}
    </>
  );
}
