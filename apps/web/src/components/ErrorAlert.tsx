/** An error said at once to screen readers, shown while there is one. */
export function ErrorAlert(props: { error: string | null | undefined | false }) {
  return (
    <>
      {props.error ? (
        <p class="error" role="alert">
          {props.error}
        </p>
      ) : null}
    </>
  );
}
