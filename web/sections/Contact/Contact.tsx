import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ContactMessage, contactHoneypotField } from '../../../shared/contact.ts';
import { CONTACT_MESSAGE_ROWS } from '../../../shared/spec-constants.ts';
import { Section } from '../../components/Section.tsx';
import { sendContactMessage } from '../../data/client.ts';
import { usePage } from '../../page.ts';
import { useTurnstile } from './turnstile.ts';
import './Contact.css';

const emptyMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * Spec §2 Contact, §5, §8: four required fields checked by the browser only (no length limit),
 * an alert on success (fields cleared) or failure (fields kept, error logged).
 */
export function Contact() {
  const { texts, locale, defaultLocale, site } = usePage();
  const [fields, setFields] = useState(emptyMessage);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  // Served with the page, the form is on screen before the script that sends it has run: until
  // then Send Message is disabled, so a message can never go out as a plain GET with the
  // visitor's details in the address, nor be lost.
  const [scriptRunning, setScriptRunning] = useState(false);
  useEffect(() => setScriptRunning(true), []);
  // A second click can arrive before React re-renders the disabled button: never send twice.
  const sendingRef = useRef(false);
  // Beyond the spec, only with site.json's turnstileSiteKey: a bot check that loads near the form.
  const turnstile = useTurnstile(site.turnstileSiteKey);

  const update = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await sendContactMessage(
        fields,
        honeypot,
        locale === defaultLocale ? undefined : locale,
        site.turnstileSiteKey ? turnstile.token : undefined,
      );
      setFields(emptyMessage);
      setHoneypot('');
      window.alert(texts.contactSuccess);
    } catch (error) {
      console.error(error);
      window.alert(texts.contactFailure);
    } finally {
      // Siteverify spends a token whatever it answers: the next message needs a new one.
      if (site.turnstileSiteKey) turnstile.reset();
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <Section id="contact" className="contact">
      <form
        className="contact__form"
        onSubmit={submit}
        ref={turnstile.formRef}
        onFocus={site.turnstileSiteKey ? turnstile.start : undefined}
      >
        <div className="contact__row">
          <p className="form-field">
            <label htmlFor="contact-name">{texts.formName}</label>
            {/* type="text" written out although it is the default: HTML_CodeSniffer (pa11y) reads
                the attribute, and without it reports the "name" token as not fit for the field (H98). */}
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              value={fields.name}
              onChange={update('name')}
            />
          </p>
          <p className="form-field">
            <label htmlFor="contact-email">{texts.formEmail}</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={fields.email}
              onChange={update('email')}
            />
          </p>
        </div>
        <p className="form-field">
          <label htmlFor="contact-subject">{texts.formSubject}</label>
          <input
            id="contact-subject"
            name="subject"
            type="text"
            required
            value={fields.subject}
            onChange={update('subject')}
          />
        </p>
        <p className="form-field">
          <label htmlFor="contact-message">{texts.formMessage}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={CONTACT_MESSAGE_ROWS}
            required
            value={fields.message}
            onChange={update('message')}
          />
        </p>
        {/* The API's honeypot: out of sight, out of the tab order and out of the accessibility tree. */}
        <div className="visually-hidden form-honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name={contactHoneypotField}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        {site.turnstileSiteKey && <div className="contact__turnstile" ref={turnstile.containerRef} />}
        <button
          type="submit"
          className="button button--primary contact__send"
          disabled={sending || !scriptRunning}
        >
          {sending ? texts.sending : texts.sendMessage}
        </button>
      </form>
      {site.contactNotice && <p className="contact__notice">{site.contactNotice}</p>}
    </Section>
  );
}
