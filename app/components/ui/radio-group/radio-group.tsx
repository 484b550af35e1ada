import { checkRadioOptions, type RadioLabelPosition, type RadioOption, type RadioOrientation } from "./radio-group-state";

export interface RadioGroupProps {
  /** The question, shown as the group's legend. */
  legend: string;
  /** The radios' shared form name. */
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  orientation?: RadioOrientation;
  labelPosition?: RadioLabelPosition;
  disabled?: boolean;
}

/**
 * Native radios in a fieldset (the browser gives arrow-key selection and one tab stop), laid out
 * vertically or horizontally with labels on the right (default) or the left.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  orientation = "vertical",
  labelPosition = "right",
  disabled = false,
}: RadioGroupProps) {
  checkRadioOptions(options);
  return (
    <fieldset className="ui-radio-group" data-orientation={orientation} data-label={labelPosition} disabled={disabled}>
      <legend className="ui-radio-group__legend">{legend}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <label key={option.id} className="ui-radio-group__option" htmlFor={option.id}>
            <input
              type="radio"
              id={option.id}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
