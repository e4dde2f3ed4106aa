interface RadioGroupProps {
  name: string
  legend: string
  /** `reveals` marks an option that shows a dependent field while checked (data-reveals). */
  options: ReadonlyArray<{ value: string; label: string; reveals?: string }>
  defaultValue: string
  error?: string | undefined
}

/** A group of radio buttons in a fieldset; each option's id is `field-{name}-{value}`. */
export function RadioGroup({ name, legend, options, defaultValue, error }: RadioGroupProps) {
  const errorId = error ? `field-${name}-error` : undefined
  return (
    <fieldset id={`field-${name}`} aria-describedby={errorId} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-gray-900 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`field-${name}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              data-reveals={option.reveals}
              className="h-5 w-5 accent-[var(--accent)]"
            />
            <label htmlFor={`field-${name}-${option.value}`} className="text-gray-900 text-sm">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
