/**
 * The responses section's words (docs/responses.md) in every language the site knows by itself.
 * Apart from the page's own texts (./index.ts), so a site that has not turned responses on has its
 * pages, texts and bundle unchanged. Each part of the section keeps its words in a block of its own.
 */
import { ownEntryOf } from './language-table.ts';

export const responsesTextsEn = {
  // comments: the section's heading, the comment form, and the Worker's answer to it.
  responses: 'Responses',
  commentHeading: 'Leave a comment',
  commentModerated: 'Comments appear here once the author approves them.',
  commentName: 'Name',
  commentUrl: 'Website (optional)',
  commentText: 'Comment',
  commentSend: 'Send comment',
  commentSent: 'Comment sent',
  commentAwaits: 'Thank you! Your comment awaits the author’s approval.',
  commentNotSent: 'Comment not sent',
  commentInvalid: 'Please check the name, the website’s address (http or https) and the text.',
  commentTooMany: 'Too many comments right now; please try again later.',
  commentCheckFailed: 'The anti-spam check failed; please go back and try again.',
  commentUnavailable: 'Comments cannot be taken right now; please try again later.',
  commentBack: 'Back to the page',
};

export type ResponsesTextKey = keyof typeof responsesTextsEn;
export type ResponsesTexts = Record<ResponsesTextKey, string>;

export const builtInResponsesTexts: Readonly<Record<string, ResponsesTexts>> = {
  en: responsesTextsEn,
  de: {
    // comments
    responses: 'Reaktionen',
    commentHeading: 'Einen Kommentar schreiben',
    commentModerated: 'Kommentare erscheinen hier, sobald der Autor sie freigibt.',
    commentName: 'Name',
    commentUrl: 'Website (optional)',
    commentText: 'Kommentar',
    commentSend: 'Kommentar senden',
    commentSent: 'Kommentar gesendet',
    commentAwaits: 'Danke! Ihr Kommentar wartet auf die Freigabe durch den Autor.',
    commentNotSent: 'Kommentar nicht gesendet',
    commentInvalid: 'Bitte prüfen Sie den Namen, die Adresse der Website (http oder https) und den Text.',
    commentTooMany: 'Gerade kommen zu viele Kommentare; bitte versuchen Sie es später noch einmal.',
    commentCheckFailed:
      'Die Spam-Prüfung ist fehlgeschlagen; bitte gehen Sie zurück und versuchen Sie es noch einmal.',
    commentUnavailable: 'Kommentare können gerade nicht angenommen werden; bitte versuchen Sie es später.',
    commentBack: 'Zurück zur Seite',
  },
  fr: {
    // comments
    responses: 'Réactions',
    commentHeading: 'Laisser un commentaire',
    commentModerated: 'Les commentaires apparaissent ici une fois approuvés par l’auteur.',
    commentName: 'Nom',
    commentUrl: 'Site web (facultatif)',
    commentText: 'Commentaire',
    commentSend: 'Envoyer le commentaire',
    commentSent: 'Commentaire envoyé',
    commentAwaits: 'Merci ! Votre commentaire attend l’approbation de l’auteur.',
    commentNotSent: 'Commentaire non envoyé',
    commentInvalid: 'Vérifiez le nom, l’adresse du site (http ou https) et le texte.',
    commentTooMany: 'Trop de commentaires en ce moment ; réessayez plus tard.',
    commentCheckFailed: 'La vérification anti-spam a échoué ; revenez en arrière et réessayez.',
    commentUnavailable: 'Les commentaires ne peuvent pas être reçus pour le moment ; réessayez plus tard.',
    commentBack: 'Retour à la page',
  },
  es: {
    // comments
    responses: 'Respuestas',
    commentHeading: 'Deja un comentario',
    commentModerated: 'Los comentarios aparecen aquí cuando el autor los aprueba.',
    commentName: 'Nombre',
    commentUrl: 'Sitio web (opcional)',
    commentText: 'Comentario',
    commentSend: 'Enviar comentario',
    commentSent: 'Comentario enviado',
    commentAwaits: '¡Gracias! Tu comentario espera la aprobación del autor.',
    commentNotSent: 'Comentario no enviado',
    commentInvalid: 'Revisa el nombre, la dirección del sitio (http o https) y el texto.',
    commentTooMany: 'Demasiados comentarios ahora mismo; inténtalo más tarde.',
    commentCheckFailed: 'La comprobación antispam falló; vuelve atrás e inténtalo de nuevo.',
    commentUnavailable: 'Ahora no se pueden recibir comentarios; inténtalo más tarde.',
    commentBack: 'Volver a la página',
  },
  pt: {
    // comments
    responses: 'Respostas',
    commentHeading: 'Deixe um comentário',
    commentModerated: 'Os comentários aparecem aqui depois que o autor os aprova.',
    commentName: 'Nome',
    commentUrl: 'Site (opcional)',
    commentText: 'Comentário',
    commentSend: 'Enviar comentário',
    commentSent: 'Comentário enviado',
    commentAwaits: 'Obrigado! Seu comentário aguarda a aprovação do autor.',
    commentNotSent: 'Comentário não enviado',
    commentInvalid: 'Confira o nome, o endereço do site (http ou https) e o texto.',
    commentTooMany: 'Comentários demais agora; tente novamente mais tarde.',
    commentCheckFailed: 'A verificação antispam falhou; volte e tente novamente.',
    commentUnavailable: 'Não é possível receber comentários agora; tente mais tarde.',
    commentBack: 'Voltar à página',
  },
  hi: {
    // comments
    responses: 'प्रतिक्रियाएँ',
    commentHeading: 'टिप्पणी लिखें',
    commentModerated: 'लेखक की स्वीकृति के बाद टिप्पणियाँ यहाँ दिखती हैं।',
    commentName: 'नाम',
    commentUrl: 'वेबसाइट (वैकल्पिक)',
    commentText: 'टिप्पणी',
    commentSend: 'टिप्पणी भेजें',
    commentSent: 'टिप्पणी भेजी गई',
    commentAwaits: 'धन्यवाद! आपकी टिप्पणी लेखक की स्वीकृति की प्रतीक्षा में है।',
    commentNotSent: 'टिप्पणी नहीं भेजी गई',
    commentInvalid: 'कृपया नाम, वेबसाइट का पता (http या https) और पाठ जाँचें।',
    commentTooMany: 'अभी बहुत अधिक टिप्पणियाँ हैं; कृपया बाद में फिर कोशिश करें।',
    commentCheckFailed: 'स्पैम जाँच विफल रही; कृपया वापस जाकर फिर कोशिश करें।',
    commentUnavailable: 'अभी टिप्पणियाँ नहीं ली जा सकतीं; कृपया बाद में कोशिश करें।',
    commentBack: 'पेज पर वापस जाएँ',
  },
  zh: {
    // comments
    responses: '回应',
    commentHeading: '发表评论',
    commentModerated: '评论经作者审核通过后显示在这里。',
    commentName: '姓名',
    commentUrl: '网站（可选）',
    commentText: '评论',
    commentSend: '发送评论',
    commentSent: '评论已发送',
    commentAwaits: '谢谢！你的评论正在等待作者审核。',
    commentNotSent: '评论未发送',
    commentInvalid: '请检查姓名、网站地址（http 或 https）和内容。',
    commentTooMany: '目前评论过多，请稍后再试。',
    commentCheckFailed: '反垃圾检查未通过，请返回后重试。',
    commentUnavailable: '目前无法接收评论，请稍后再试。',
    commentBack: '返回页面',
  },
  ja: {
    // comments
    responses: '反応',
    commentHeading: 'コメントを書く',
    commentModerated: 'コメントは著者が承認すると、ここに表示されます。',
    commentName: '名前',
    commentUrl: 'ウェブサイト（任意）',
    commentText: 'コメント',
    commentSend: 'コメントを送信',
    commentSent: 'コメントを送信しました',
    commentAwaits: 'ありがとうございます。コメントは著者の承認待ちです。',
    commentNotSent: 'コメントは送信されませんでした',
    commentInvalid: '名前、ウェブサイトのアドレス（http または https）、本文を確認してください。',
    commentTooMany: '現在コメントが多すぎます。しばらくしてからもう一度お試しください。',
    commentCheckFailed: 'スパム対策の確認に失敗しました。戻ってもう一度お試しください。',
    commentUnavailable: '現在コメントを受け付けられません。しばらくしてからお試しください。',
    commentBack: 'ページに戻る',
  },
  ar: {
    // comments
    responses: 'الردود',
    commentHeading: 'اترك تعليقًا',
    commentModerated: 'تظهر التعليقات هنا بعد أن يوافق عليها الكاتب.',
    commentName: 'الاسم',
    commentUrl: 'الموقع (اختياري)',
    commentText: 'التعليق',
    commentSend: 'أرسل التعليق',
    commentSent: 'أُرسل التعليق',
    commentAwaits: 'شكرًا! تعليقك بانتظار موافقة الكاتب.',
    commentNotSent: 'لم يُرسل التعليق',
    commentInvalid: 'يُرجى التحقق من الاسم وعنوان الموقع (http أو https) والنص.',
    commentTooMany: 'التعليقات كثيرة جدًا الآن؛ يُرجى المحاولة لاحقًا.',
    commentCheckFailed: 'فشل التحقق من الرسائل المزعجة؛ يُرجى الرجوع والمحاولة مرة أخرى.',
    commentUnavailable: 'لا يمكن استقبال التعليقات الآن؛ يُرجى المحاولة لاحقًا.',
    commentBack: 'العودة إلى الصفحة',
  },
};

/**
 * A language's responses texts: its own tag's, else its language's in the same script ("pt-BR"
 * reads "pt"'s, "zh-Hant" not "zh"'s), else English: site.json has no override of these yet.
 */
export const responsesTextsOf = (tag: string): ResponsesTexts =>
  ownEntryOf(tag, builtInResponsesTexts) ?? responsesTextsEn;
