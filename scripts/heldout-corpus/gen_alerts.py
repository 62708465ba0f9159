#!/usr/bin/env python3
"""Held-out push-alert corpus generator (same CLI and formats as shared/corpus/gen_alerts.py).

Different on purpose: other app kinds (ride hailing, food delivery, OTP, banking with masked
cards, calendar, price drops, streaming, chat reactions, ticketing, health, weather, marketing),
other languages (en fr pt ko th tr pl hi), slots at both ends, adjacent and glued slots, plural
variants as separate templates, long quoted previews, titles, Zipf frequencies, one-offs.
Python 3 standard library only.  Same arguments -> byte-identical output.
"""

import argparse
import bisect
import json
import os
import random
import re
import sys

LANGS = ("en", "fr", "pt", "ko", "th", "tr", "pl", "hi")
MIX = {"en": 0.30, "fr": 0.10, "pt": 0.12, "ko": 0.10, "th": 0.08, "tr": 0.08, "pl": 0.08, "hi": 0.14}
NBSP = "\u00a0"
NNBSP = "\u202f"


def L(**kw):
    return kw


# (id, domain, category, body, title).  Order = Zipf rank.
T = [
    ("ride.arriving", "ride", "RIDE_STATUS",
     L(en="{driver} is arriving in {minutes} min", fr="{driver} arrive dans {minutes} min",
       pt="{driver} chega em {minutes} min", ko="{driver} 기사님이 {minutes}분 후 도착합니다",
       th="{driver}จะมาถึงในอีก{minutes}นาที", tr="{driver} {minutes} dk içinde geliyor",
       pl="{driver} będzie za {minutes} min", hi="{driver} {minutes} मिनट में पहुँच रहे हैं"),
     L(en="Your ride is on the way", fr="Votre chauffeur arrive", pt="Seu motorista está a caminho",
       ko="배차 완료", th="คนขับกำลังมา", tr="Sürücün yolda", pl="Kierowca jest w drodze",
       hi="आपकी राइड आ रही है")),
    ("otp.code_start", "otp", "OTP",
     L(en="{code} is your verification code. Don't share it with anyone.",
       fr="{code} est votre code de vérification. Ne le partagez avec personne.",
       pt="{code} é seu código de verificação. Não compartilhe com ninguém.",
       ko="[인증번호] {code} 타인에게 절대 알려주지 마세요.", th="รหัสยืนยันของคุณคือ{code} ห้ามบอกรหัสนี้กับผู้อื่น",
       tr="Doğrulama kodun: {code}. Bu kodu kimseyle paylaşma.",
       pl="{code} to Twój kod weryfikacyjny. Nie udostępniaj go nikomu.",
       hi="{code} आपका सत्यापन कोड है। इसे किसी के साथ साझा न करें।"), None),
    ("chat.message", "chat", "MESSAGE",
     L(en="{preview}", fr="{preview}", pt="{preview}", ko="{preview}", th="{preview}", tr="{preview}",
       pl="{preview}", hi="{preview}"),
     L(en="{sender}", fr="{sender}", pt="{sender}", ko="{sender}", th="{sender}", tr="{sender}",
       pl="{sender}", hi="{sender}")),
    ("food.on_the_way", "food", "ORDER_STATUS",
     L(en="Your order from {restaurant} is on the way! Arriving in {minutes}-{minutes2} min",
       fr="Votre commande {restaurant} est en route ! Arrivée dans {minutes}-{minutes2} min",
       pt="Seu pedido de {restaurant} saiu para entrega! Chega em {minutes}-{minutes2} min",
       ko="{restaurant} 주문이 배달 중이에요! {minutes}~{minutes2}분 후 도착 예정",
       th="ออเดอร์จาก{restaurant}กำลังไปส่ง จะถึงใน{minutes}-{minutes2}นาที",
       tr="{restaurant} siparişin yolda! {minutes}-{minutes2} dk içinde kapında",
       pl="Twoje zamówienie z {restaurant} jest w drodze! Dostawa za {minutes}-{minutes2} min",
       hi="{restaurant} से आपका ऑर्डर रास्ते में है! {minutes}-{minutes2} मिनट में पहुँचेगा"), None),
    ("bank.card_spent", "bank", "CARD_TXN",
     L(en="You spent {amount} at {merchant} with card ••{last4}",
       fr="Vous avez dépensé {amount} chez {merchant} avec la carte ••{last4}",
       pt="Compra de {amount} em {merchant} no cartão final {last4}",
       ko="[승인] {amount} {merchant} 카드({last4}) 결제",
       th="ใช้จ่าย{amount}ที่{merchant}ด้วยบัตร xx{last4}",
       tr="{last4} ile biten kartınla {merchant} işyerinde {amount} harcama yapıldı",
       pl="Płatność kartą *{last4}: {amount} w {merchant}",
       hi="आपके कार्ड XX{last4} से {merchant} पर {amount} खर्च हुए"),
     L(en="Card transaction", fr="Paiement par carte", pt="Compra aprovada", ko="카드 승인",
       th="แจ้งเตือนการใช้บัตร", tr="Kart harcaması", pl="Transakcja kartą", hi="कार्ड लेनदेन")),
    ("social.reacted", "social", "REACTION",
     L(en="{actor} reacted {emoji} to your message", fr="{actor} a réagi {emoji} à votre message",
       pt="{actor} reagiu com {emoji} à sua mensagem", ko="{actor}님이 회원님의 메시지에 {emoji} 반응을 남겼습니다",
       th="{actor}แสดงความรู้สึก{emoji}ต่อข้อความของคุณ", tr="{actor} mesajına {emoji} ile tepki verdi",
       pl="{actor} zareagował(a) {emoji} na Twoją wiadomość", hi="{actor} ने आपके संदेश पर {emoji} प्रतिक्रिया दी"), None),
    ("marketing.flash", "marketing", "PROMO",
     L(en="⚡ Flash sale! Up to 70% off for the next 3 hours only.",
       fr="⚡ Ventes flash ! Jusqu'à -70 % pendant 3 heures seulement.",
       pt="⚡ Oferta relâmpago! Até 70% OFF só nas próximas 3 horas.",
       ko="⚡ 타임세일! 3시간 동안만 최대 70% 할인",
       th="⚡ แฟลชเซลลดสูงสุด70% เฉพาะ3ชั่วโมงนี้เท่านั้น",
       tr="⚡ Flaş indirim! Sadece 3 saat boyunca %70'e varan indirim.",
       pl="⚡ Wyprzedaż błyskawiczna! Do -70% tylko przez 3 godziny.",
       hi="⚡ फ़्लैश सेल! सिर्फ़ अगले 3 घंटे तक 70% तक की छूट।"), None),
    ("social.comments_many", "social", "COMMENT",
     L(en="{actor} and {count} others commented on your post",
       fr="{actor} et {count} autres personnes ont commenté votre publication",
       pt="{actor} e outras {count} pessoas comentaram sua publicação",
       ko="{actor}님 외 {count}명이 회원님의 게시물에 댓글을 남겼습니다",
       th="{actor}และอีก{count}คนแสดงความคิดเห็นในโพสต์ของคุณ",
       tr="{actor} ve {count} kişi daha gönderine yorum yaptı",
       pl="{actor} i {count} innych osób skomentowali Twój post",
       hi="{actor} और {count} अन्य लोगों ने आपकी पोस्ट पर टिप्पणी की"), None),
    ("social.comments_one", "social", "COMMENT",
     L(en="{actor} and 1 other commented on your post",
       fr="{actor} et 1 autre personne ont commenté votre publication",
       pt="{actor} e outra pessoa comentaram sua publicação",
       tr="{actor} ve 1 kişi daha gönderine yorum yaptı",
       pl="{actor} i 1 inna osoba skomentowali Twój post",
       hi="{actor} और 1 अन्य व्यक्ति ने आपकी पोस्ट पर टिप्पणी की"), None),
    ("social.comments_few", "social", "COMMENT",
     L(pl="{actor} i {count} inne osoby skomentowali Twój post"), None),
    ("calendar.starts", "calendar", "EVENT_REMINDER",
     L(en="{event} starts in {minutes} minutes", fr="{event} commence dans {minutes} minutes",
       pt="{event} começa em {minutes} minutos", ko="{event}이(가) {minutes}분 후에 시작됩니다",
       th="{event}จะเริ่มในอีก{minutes}นาที", tr="{event} {minutes} dakika sonra başlıyor",
       pl="{event} zaczyna się za {minutes} minut", hi="{event} {minutes} मिनट में शुरू होगा"),
     L(en="{event}", fr="{event}", pt="{event}", ko="{event}", th="{event}", tr="{event}", pl="{event}",
       hi="{event}")),
    ("bank.credited", "bank", "TXN",
     L(en="{amount} credited to A/c XX{last4} on {date}. Avl bal: {balance}",
       fr="{amount} crédités sur le compte ••{last4} le {date}. Solde : {balance}",
       pt="{amount} creditado na conta final {last4} em {date}. Saldo: {balance}",
       ko="[입금] {amount} 계좌({last4}) {date} 잔액 {balance}",
       th="เงินเข้า{amount} บัญชี xx{last4} วันที่{date} คงเหลือ{balance}",
       tr="{date} tarihinde ***{last4} hesabına {amount} yatırıldı. Bakiye: {balance}",
       pl="Wpływ {amount} na konto …{last4} dnia {date}. Saldo: {balance}",
       hi="आपके खाते XX{last4} में {date} को {amount} जमा हुए। उपलब्ध शेष: {balance}"), None),
    ("stream.new_episode", "stream", "NEW_EPISODE",
     L(en="New episode of {show}: S{season}E{episode} “{eptitle}” is now streaming",
       fr="Nouvel épisode de {show} : S{season}E{episode} « {eptitle} » disponible",
       pt="Novo episódio de {show}: T{season}E{episode} “{eptitle}” já disponível",
       ko="{show} 새 에피소드: 시즌{season} {episode}화 「{eptitle}」 공개",
       th="ตอนใหม่ของ{show} ซีซั่น{season}ตอนที่{episode}「{eptitle}」ดูได้แล้ว",
       tr="{show} yeni bölüm: S{season}B{episode} “{eptitle}” yayında",
       pl="Nowy odcinek {show}: S{season}E{episode} „{eptitle}” już dostępny",
       hi="{show} का नया एपिसोड: S{season}E{episode} “{eptitle}” अब उपलब्ध है"),
     L(en="{show}", fr="{show}", pt="{show}", ko="{show}", th="{show}", tr="{show}", pl="{show}",
       hi="{show}")),
    ("shop.price_drop", "shop", "PRICE_DROP",
     L(en="Price drop! {product} is now {price} (was {oldprice})",
       fr="Baisse de prix ! {product} est maintenant à {price} (au lieu de {oldprice})",
       pt="Baixou! {product} agora por {price} (antes {oldprice})",
       ko="가격 인하! {product} 지금 {price} (기존 {oldprice})",
       th="ลดราคา! {product} เหลือ{price} (จาก{oldprice})",
       tr="Fiyatı düştü! {product} şimdi {price} (önceki fiyat {oldprice})",
       pl="Obniżka! {product} teraz za {price} (wcześniej {oldprice})",
       hi="कीमत घटी! {product} अब {price} में (पहले {oldprice})"),
     L(en="Item on your wishlist", fr="Article de votre liste d'envies", pt="Item da sua lista de desejos",
       ko="찜한 상품", th="สินค้าในรายการโปรด", tr="İstek listendeki ürün", pl="Produkt z listy życzeń",
       hi="आपकी विशलिस्ट का आइटम")),
    ("chat.reply", "chat", "MESSAGE",
     L(en="{sender} replied: “{preview}”", fr="{sender} a répondu : « {preview} »",
       pt="{sender} respondeu: “{preview}”", ko="{sender}님이 답장했습니다: “{preview}”",
       th="{sender}ตอบกลับ: “{preview}”", tr="{sender} yanıtladı: “{preview}”",
       pl="{sender} odpowiedział(a): „{preview}”", hi="{sender} ने जवाब दिया: “{preview}”"), None),
    ("weather.alert", "weather", "WEATHER",
     L(en="{severity} for {area} until {time}. {hazard}", fr="{severity} pour {area} jusqu'à {time}. {hazard}",
       pt="{severity} para {area} até {time}. {hazard}", ko="{area} {severity} ({time}까지). {hazard}",
       th="{severity}สำหรับ{area}จนถึง{time} {hazard}", tr="{area} için {time} saatine kadar {severity}. {hazard}",
       pl="{severity} dla {area} do {time}. {hazard}", hi="{area} के लिए {time} तक {severity}। {hazard}"),
     L(en="Weather alert", fr="Alerte météo", pt="Alerta meteorológico", ko="기상 특보", th="เตือนภัยสภาพอากาศ",
       tr="Hava durumu uyarısı", pl="Ostrzeżenie pogodowe", hi="मौसम चेतावनी")),
    ("health.steps", "health", "ACTIVITY",
     L(en="You walked {steps} steps today, {pct}% of your goal 🎉",
       fr="Vous avez fait {steps} pas aujourd'hui, soit {pct} % de votre objectif 🎉",
       pt="Você andou {steps} passos hoje, {pct}% da sua meta 🎉",
       ko="오늘 {steps}걸음 걸었어요. 목표의 {pct}% 달성 🎉",
       th="วันนี้คุณเดินไป{steps}ก้าว คิดเป็น{pct}%ของเป้าหมาย 🎉",
       tr="Bugün {steps} adım attın, hedefinin %{pct}'i 🎉",
       pl="Dziś zrobiłeś {steps} kroków, {pct}% celu 🎉",
       hi="आज आप {steps} कदम चले, लक्ष्य का {pct}% 🎉"), None),
    ("ride.receipt", "ride", "RIDE_RECEIPT",
     L(en="Thanks for riding with {driver}. Your {distance} trip cost {amount}.",
       fr="Merci d'avoir voyagé avec {driver}. Votre trajet de {distance} a coûté {amount}.",
       pt="Obrigado por viajar com {driver}. Sua corrida de {distance} custou {amount}.",
       ko="{driver} 기사님과 함께해 주셔서 감사합니다. {distance} 이동 요금 {amount}",
       th="ขอบคุณที่เดินทางกับ{driver} ค่าโดยสาร{distance} {amount}",
       tr="{driver} ile yolculuğun için teşekkürler. {distance} yolculuk ücreti: {amount}",
       pl="Dziękujemy za przejazd z {driver}. Kurs {distance} kosztował {amount}.",
       hi="{driver} के साथ यात्रा के लिए धन्यवाद। आपकी {distance} यात्रा का किराया {amount} रहा।"), None),
    ("otp.login", "otp", "SECURITY",
     L(en="Use {code} to sign in to {app}. Expires in {minutes} minutes.",
       fr="Utilisez {code} pour vous connecter à {app}. Expire dans {minutes} minutes.",
       pt="Use {code} para entrar no {app}. Expira em {minutes} minutos.",
       ko="{app} 로그인 코드 {code} ({minutes}분간 유효)",
       th="ใช้รหัส{code}เพื่อเข้าสู่ระบบ{app} หมดอายุใน{minutes}นาที",
       tr="{app} girişi için {code} kodunu kullan. {minutes} dakika geçerlidir.",
       pl="Użyj kodu {code}, aby zalogować się do {app}. Wygasa za {minutes} minut.",
       hi="{app} में साइन इन करने के लिए {code} का उपयोग करें। {minutes} मिनट में समाप्त।"), None),
    ("social.liked_comment", "social", "SOCIAL_LIKE",
     L(en="{actor} liked your comment: “{preview}”", fr="{actor} a aimé votre commentaire : « {preview} »",
       pt="{actor} curtiu seu comentário: “{preview}”", ko="{actor}님이 회원님의 댓글을 좋아합니다: “{preview}”",
       th="{actor}ถูกใจความคิดเห็นของคุณ: “{preview}”", tr="{actor} yorumunu beğendi: “{preview}”",
       pl="{actor} polubił(a) Twój komentarz: „{preview}”", hi="{actor} को आपकी टिप्पणी पसंद आई: “{preview}”"), None),
    ("calendar.reminder", "calendar", "EVENT_REMINDER",
     L(en="Reminder: {event} on {date} at {time}", fr="Rappel : {event} le {date} à {time}",
       pt="Lembrete: {event} em {date} às {time}", ko="알림: {date} {time} {event}",
       th="เตือนความจำ: {event} วันที่{date} เวลา{time}", tr="Hatırlatma: {date} {time} - {event}",
       pl="Przypomnienie: {event} {date} o {time}", hi="रिमाइंडर: {date} को {time} बजे {event}"), None),
    ("food.rate", "food", "ORDER_RATE",
     L(en="How was your meal from {restaurant}? Rate your order", fr="Comment était votre repas de {restaurant} ? Notez votre commande",
       pt="Como estava seu pedido de {restaurant}? Avalie", ko="{restaurant} 음식은 어떠셨나요? 리뷰를 남겨주세요",
       th="อาหารจาก{restaurant}เป็นอย่างไรบ้าง ให้คะแนนเลย", tr="{restaurant} siparişin nasıldı? Puan ver",
       pl="Jak smakowało jedzenie z {restaurant}? Oceń zamówienie", hi="{restaurant} का खाना कैसा था? अपने ऑर्डर को रेट करें"), None),
    ("marketing.weekend", "marketing", "PROMO",
     L(en="Free delivery all weekend 🛵 No minimum order.", fr="Livraison offerte tout le week-end 🛵 Sans minimum de commande.",
       pt="Frete grátis o fim de semana todo 🛵 Sem pedido mínimo.", ko="주말 내내 배달비 무료 🛵 최소 주문 금액 없음",
       th="ส่งฟรีตลอดสุดสัปดาห์ 🛵 ไม่มีขั้นต่ำ", tr="Hafta sonu boyunca teslimat ücretsiz 🛵 Minimum sipariş yok.",
       pl="Darmowa dostawa przez cały weekend 🛵 Bez minimalnej kwoty.", hi="पूरे वीकेंड फ़्री डिलीवरी 🛵 कोई न्यूनतम ऑर्डर नहीं।"), None),
    ("ticket.confirmed", "ticket", "TICKET",
     L(en="Your tickets for {event} on {date} are confirmed. Section {section}, Row {row}, Seats {seat}-{seat2}",
       fr="Vos billets pour {event} le {date} sont confirmés. Bloc {section}, rang {row}, places {seat}-{seat2}",
       pt="Seus ingressos para {event} em {date} estão confirmados. Setor {section}, fila {row}, assentos {seat}-{seat2}",
       ko="{event} {date} 예매 완료. {section}구역 {row}열 {seat}-{seat2}번",
       th="ยืนยันบัตร{event} วันที่{date} โซน{section} แถว{row} ที่นั่ง{seat}-{seat2}",
       tr="{event} için {date} tarihli biletlerin onaylandı. Blok {section}, sıra {row}, koltuk {seat}-{seat2}",
       pl="Bilety na {event} {date} potwierdzone. Sektor {section}, rząd {row}, miejsca {seat}-{seat2}",
       hi="{date} को {event} के आपके टिकट कन्फ़र्म हैं। सेक्शन {section}, पंक्ति {row}, सीट {seat}-{seat2}"),
     L(en="Booking confirmed ✅", fr="Réservation confirmée ✅", pt="Reserva confirmada ✅", ko="예매 완료 ✅",
       th="จองสำเร็จ ✅", tr="Rezervasyon onaylandı ✅", pl="Rezerwacja potwierdzona ✅", hi="बुकिंग कन्फ़र्म ✅")),
    ("chat.group", "chat", "MESSAGE",
     L(en="{sender} in {group}: {preview}", fr="{sender} dans {group} : {preview}", pt="{sender} em {group}: {preview}",
       ko="{group}의 {sender}: {preview}", th="{sender}ใน{group}: {preview}", tr="{group} grubunda {sender}: {preview}",
       pl="{sender} w {group}: {preview}", hi="{group} में {sender}: {preview}"), None),
    ("health.medication", "health", "MEDICATION",
     L(en="Time to take {medication} ({dose})", fr="C'est l'heure de prendre {medication} ({dose})",
       pt="Hora de tomar {medication} ({dose})", ko="{medication} ({dose}) 복용할 시간이에요",
       th="ถึงเวลากิน{medication} ({dose})", tr="{medication} ({dose}) alma zamanı",
       pl="Czas przyjąć {medication} ({dose})", hi="{medication} ({dose}) लेने का समय"), None),
    ("ride.surge", "ride", "PROMO",
     L(en="Prices are higher than usual near {place}. Fares are {factor}x right now.",
       fr="Les prix sont plus élevés que d'habitude près de {place}. Tarifs x{factor} en ce moment.",
       pt="Preços mais altos que o normal perto de {place}. Tarifa {factor}x agora.",
       ko="{place} 근처 요금이 평소보다 높아요. 현재 {factor}배",
       tr="{place} çevresinde fiyatlar normalden yüksek. Şu an {factor}x.",
       hi="{place} के पास किराया सामान्य से ज़्यादा है। अभी {factor}x"), None),
    ("shop.shipped", "shop", "ORDER_STATUS",
     L(en="Your package with {product} has shipped. Track it: {tracking}",
       fr="Votre colis contenant {product} a été expédié. Suivi : {tracking}",
       pt="Seu pacote com {product} foi enviado. Rastreie: {tracking}",
       ko="{product} 상품이 발송되었습니다. 운송장: {tracking}",
       th="พัสดุ{product}จัดส่งแล้ว เลขพัสดุ{tracking}",
       tr="{product} içeren paketin kargoya verildi. Takip: {tracking}",
       pl="Paczka z {product} została wysłana. Śledź: {tracking}",
       hi="{product} वाला आपका पैकेज भेज दिया गया है। ट्रैक करें: {tracking}"), None),
    ("bank.low_balance", "bank", "BALANCE",
     L(en="Low balance: {balance} left in {account}", fr="Solde bas : {balance} restants sur {account}",
       pt="Saldo baixo: {balance} em {account}", ko="{account} 잔액 부족: {balance}",
       th="ยอดเงินต่ำ: {account}เหลือ{balance}", tr="Düşük bakiye: {account} hesabında {balance} kaldı",
       pl="Niskie saldo: {balance} na {account}", hi="कम बैलेंस: {account} में {balance} बचे हैं"), None),
    ("social.followers_milestone", "social", "MILESTONE",
     L(en="Congrats! You now have {count} followers", fr="Bravo ! Vous avez maintenant {count} abonnés",
       pt="Parabéns! Agora você tem {count} seguidores", ko="축하해요! 팔로워가 {count}명이 되었어요",
       th="ยินดีด้วย! ตอนนี้คุณมีผู้ติดตาม{count}คน", tr="Tebrikler! Artık {count} takipçin var",
       pl="Gratulacje! Masz już {count} obserwujących", hi="बधाई हो! अब आपके {count} फ़ॉलोअर्स हैं"), None),
    ("system.new_login", "system", "SECURITY",
     L(en="New sign-in from {device} near {city}. Not you? Secure your account.",
       fr="Nouvelle connexion depuis {device} près de {city}. Ce n'est pas vous ? Sécurisez votre compte.",
       pt="Novo acesso de {device} perto de {city}. Não foi você? Proteja sua conta.",
       ko="{city} 근처 {device}에서 새 로그인. 본인이 아니라면 계정을 보호하세요.",
       th="มีการเข้าสู่ระบบใหม่จาก{device}ใกล้{city} ถ้าไม่ใช่คุณ โปรดรักษาความปลอดภัยบัญชี",
       tr="{city} yakınında {device} cihazından yeni giriş. Sen değil misin? Hesabını koru.",
       pl="Nowe logowanie z {device} w pobliżu {city}. To nie Ty? Zabezpiecz konto.",
       hi="{city} के पास {device} से नया साइन-इन। आप नहीं थे? अपना खाता सुरक्षित करें।"),
     L(en="Security alert", fr="Alerte de sécurité", pt="Alerta de segurança", ko="보안 알림",
       th="การแจ้งเตือนความปลอดภัย", tr="Güvenlik uyarısı", pl="Alert bezpieczeństwa", hi="सुरक्षा अलर्ट")),
    ("food.ready", "food", "ORDER_STATUS",
     L(en="{restaurant}: order #{ordernum} is ready for pickup", fr="{restaurant} : la commande n°{ordernum} est prête",
       pt="{restaurant}: pedido #{ordernum} pronto para retirada", ko="{restaurant}: 주문번호 {ordernum} 픽업 준비 완료",
       th="{restaurant}: ออเดอร์#{ordernum}พร้อมรับแล้ว", tr="{restaurant}: #{ordernum} numaralı sipariş hazır",
       pl="{restaurant}: zamówienie nr {ordernum} gotowe do odbioru", hi="{restaurant}: ऑर्डर #{ordernum} पिकअप के लिए तैयार है"), None),
    ("stream.live", "stream", "LIVE",
     L(en="🔴 {creator} is live: {streamtitle}", fr="🔴 {creator} est en direct : {streamtitle}",
       pt="🔴 {creator} está ao vivo: {streamtitle}", ko="🔴 {creator}님이 라이브 중: {streamtitle}",
       th="🔴 {creator}กำลังไลฟ์: {streamtitle}", tr="🔴 {creator} canlı yayında: {streamtitle}",
       pl="🔴 {creator} nadaje na żywo: {streamtitle}", hi="🔴 {creator} लाइव हैं: {streamtitle}"), None),
    ("weather.rain", "weather", "WEATHER",
     L(en="Rain expected in {minutes} min in {area}. Take an umbrella ☔", fr="Pluie prévue dans {minutes} min à {area}. Prenez un parapluie ☔",
       pt="Chuva prevista em {minutes} min em {area}. Leve um guarda-chuva ☔", ko="{area}에 {minutes}분 후 비 예보. 우산 챙기세요 ☔",
       th="ฝนจะตกใน{minutes}นาทีที่{area} พกร่มด้วย ☔", tr="{area} bölgesinde {minutes} dk içinde yağmur bekleniyor. Şemsiyeni al ☔",
       pl="Deszcz za {minutes} min w {area}. Weź parasol ☔", hi="{area} में {minutes} मिनट में बारिश की संभावना। छाता साथ रखें ☔"), None),
    ("health.heart", "health", "HEALTH_ALERT",
     L(en="Your heart rate was above {bpm} BPM for {minutes} min while inactive",
       fr="Votre fréquence cardiaque a dépassé {bpm} BPM pendant {minutes} min au repos",
       pt="Sua frequência cardíaca ficou acima de {bpm} BPM por {minutes} min em repouso",
       ko="휴식 중 심박수가 {minutes}분 동안 {bpm}BPM 이상이었습니다",
       tr="Hareketsizken nabzın {minutes} dk boyunca {bpm} BPM üzerindeydi",
       pl="Tętno przekraczało {bpm} BPM przez {minutes} min w spoczynku",
       hi="निष्क्रिय रहते हुए आपकी हृदय गति {minutes} मिनट तक {bpm} BPM से ऊपर रही"), None),
    ("shop.cart", "shop", "CART",
     L(en="You left {product} in your cart", fr="Vous avez oublié {product} dans votre panier",
       pt="Você deixou {product} no carrinho", ko="장바구니에 {product} 상품이 남아 있어요",
       th="คุณลืม{product}ไว้ในรถเข็น", tr="{product} sepetinde seni bekliyor",
       pl="{product} czeka w Twoim koszyku", hi="आपने {product} को अपनी कार्ट में छोड़ दिया"), None),
    ("shop.cart_more", "shop", "CART",
     L(en="You left {product} and {count} more items in your cart", fr="Vous avez oublié {product} et {count} autres articles dans votre panier",
       pt="Você deixou {product} e mais {count} itens no carrinho", ko="장바구니에 {product} 외 {count}개 상품이 남아 있어요",
       tr="{product} ve {count} ürün daha sepetinde seni bekliyor", hi="आपने {product} और {count} अन्य आइटम अपनी कार्ट में छोड़े"), None),
    ("bank.upi", "bank", "TXN",
     L(en="Paid {amount} to {payee} via UPI. Ref {ref}", pt="Pix de {amount} enviado para {payee}. ID {ref}",
       hi="UPI से {payee} को {amount} का भुगतान किया गया। संदर्भ {ref}", th="โอนเงิน{amount}ให้{payee}สำเร็จ เลขอ้างอิง{ref}",
       tr="{payee} alıcısına {amount} FAST ile gönderildi. Ref {ref}", pl="BLIK: zapłacono {amount} dla {payee}. Ref {ref}"), None),
    ("chat.voice", "chat", "MESSAGE",
     L(en="{sender} sent a voice message ({duration})", fr="{sender} a envoyé un message vocal ({duration})",
       pt="{sender} enviou um áudio ({duration})", ko="{sender}님이 음성 메시지를 보냈습니다 ({duration})",
       th="{sender}ส่งข้อความเสียง ({duration})", tr="{sender} sesli mesaj gönderdi ({duration})",
       pl="{sender} wysłał(a) wiadomość głosową ({duration})", hi="{sender} ने वॉइस मैसेज भेजा ({duration})"), None),
    ("chat.photo", "chat", "MESSAGE",
     L(en="{sender} sent a photo", fr="{sender} a envoyé une photo", pt="{sender} enviou uma foto",
       ko="{sender}님이 사진을 보냈습니다", th="{sender}ส่งรูปภาพ", tr="{sender} bir fotoğraf gönderdi",
       pl="{sender} wysłał(a) zdjęcie", hi="{sender} ने एक फ़ोटो भेजी"), None),
    ("chat.photos", "chat", "MESSAGE",
     L(en="{sender} sent {count} photos", fr="{sender} a envoyé {count} photos", pt="{sender} enviou {count} fotos",
       ko="{sender}님이 사진 {count}장을 보냈습니다", th="{sender}ส่งรูปภาพ{count}รูป", tr="{sender} {count} fotoğraf gönderdi",
       pl="{sender} wysłał(a) {count} zdjęć", hi="{sender} ने {count} फ़ोटो भेजीं"), None),
    ("ticket.gate", "ticket", "TICKET",
     L(en="Doors open at {time}. Show this QR at Gate {gate}.", fr="Ouverture des portes à {time}. Présentez ce QR à la porte {gate}.",
       pt="Portões abrem às {time}. Mostre o QR no portão {gate}.", ko="{time} 입장 시작. {gate}번 게이트에서 QR을 보여주세요.",
       th="ประตูเปิด{time} แสดงQRที่ประตู{gate}", tr="Kapılar {time} saatinde açılıyor. QR kodunu {gate} numaralı kapıda göster.",
       pl="Wejście od {time}. Pokaż kod QR przy bramie {gate}.", hi="गेट {time} बजे खुलेंगे। गेट {gate} पर यह QR दिखाएँ।"), None),
    ("ride.driver_details", "ride", "RIDE_STATUS",
     L(en="Look for {color} {car} · {plate}", fr="Cherchez une {car} {color} · {plate}", pt="Procure um {car} {color} · {plate}",
       ko="{color} {car} · {plate} 차량을 찾으세요", th="มองหารถ{car}สี{color} · {plate}", tr="{color} {car} · {plate} aracını ara",
       pl="Szukaj: {car}, kolor {color} · {plate}", hi="{color} {car} · {plate} देखें"), None),
    ("system.storage", "system", "SYSTEM",
     L(en="Storage almost full: {pct}% used", fr="Stockage presque plein : {pct} % utilisés",
       pt="Armazenamento quase cheio: {pct}% usado", ko="저장 공간 부족: {pct}% 사용 중", th="พื้นที่เกือบเต็ม: ใช้ไปแล้ว{pct}%",
       tr="Depolama neredeyse dolu: %{pct} kullanıldı", pl="Pamięć prawie pełna: użyto {pct}%", hi="स्टोरेज लगभग भरा: {pct}% उपयोग"), None),
    ("marketing.app_update", "marketing", "PROMO",
     L(en="What's new: dark mode, faster checkout and more. Update now!", pt="Novidades: modo escuro, checkout mais rápido e mais. Atualize já!",
       hi="नया क्या है: डार्क मोड, तेज़ चेकआउट और बहुत कुछ। अभी अपडेट करें!", ko="새로운 기능: 다크 모드, 더 빠른 결제 등. 지금 업데이트하세요!"), None),
    ("calendar.invite", "calendar", "INVITE",
     L(en="{actor} invited you to “{event}” · {date}, {time}", fr="{actor} vous a invité à « {event} » · {date}, {time}",
       pt="{actor} convidou você para “{event}” · {date}, {time}", ko="{actor}님이 “{event}”에 초대했습니다 · {date} {time}",
       tr="{actor} seni “{event}” etkinliğine davet etti · {date}, {time}", pl="{actor} zaprasza Cię na „{event}” · {date}, {time}",
       hi="{actor} ने आपको “{event}” में आमंत्रित किया · {date}, {time}"), None),
    ("health.sleep", "health", "ACTIVITY",
     L(en="You slept {hours}h {mins}m last night", fr="Vous avez dormi {hours} h {mins} min cette nuit",
       pt="Você dormiu {hours}h{mins} esta noite", ko="어젯밤 {hours}시간 {mins}분 잤어요", th="เมื่อคืนคุณนอน{hours}ชั่วโมง{mins}นาที",
       tr="Dün gece {hours} sa {mins} dk uyudun", pl="Spałeś {hours} godz. {mins} min", hi="कल रात आप {hours} घंटे {mins} मिनट सोए"), None),
    ("bank.otp_txn", "bank", "OTP",
     L(en="OTP for txn of {amount} at {merchant} on card XX{last4} is {code}. Valid for {minutes} mins. Do not share.",
       hi="कार्ड XX{last4} से {merchant} पर {amount} के लेनदेन का OTP {code} है। {minutes} मिनट तक मान्य। किसी को न बताएँ।",
       pt="Código {code} para compra de {amount} em {merchant}, cartão final {last4}. Válido por {minutes} min.",
       tr="{merchant} işyerinde {amount} tutarındaki işlem için şifren {code}. Kart: {last4}. {minutes} dk geçerli."), None),
    ("weather.heat", "weather", "WEATHER",
     L(en="It's {temp}°C in {area} today. Stay hydrated!", fr="Il fait {temp}°C à {area} aujourd'hui. Hydratez-vous !",
       pt="Hoje faz {temp}°C em {area}. Beba água!", ko="오늘 {area} 기온 {temp}°C. 수분 섭취 잊지 마세요!",
       th="วันนี้{area}อุณหภูมิ{temp}°C ดื่มน้ำเยอะๆ", tr="Bugün {area} {temp}°C. Bol su iç!",
       pl="Dziś w {area} {temp}°C. Pij dużo wody!", hi="आज {area} में {temp}°C है। पानी पीते रहें!"), None),
    ("social.story", "social", "STORY",
     L(en="{actor} added to their story", fr="{actor} a ajouté du contenu à sa story", pt="{actor} publicou um novo story",
       ko="{actor}님이 스토리를 추가했습니다", th="{actor}เพิ่มสตอรี่ใหม่", tr="{actor} hikayesine ekleme yaptı",
       pl="{actor} dodał(a) nową relację", hi="{actor} ने अपनी स्टोरी में जोड़ा"), None),
    ("food.courier", "food", "ORDER_STATUS",
     L(en="{courier} picked up your order", fr="{courier} a récupéré votre commande", pt="{courier} retirou seu pedido",
       ko="{courier} 라이더가 음식을 픽업했어요", th="{courier}รับอาหารแล้ว", tr="{courier} siparişini teslim aldı",
       pl="{courier} odebrał(a) Twoje zamówienie", hi="{courier} ने आपका ऑर्डर उठा लिया है"), None),
    ("shop.back_in_stock", "shop", "STOCK",
     L(en="Back in stock: {product} in size {size}", fr="De retour en stock : {product} en taille {size}",
       pt="De volta ao estoque: {product} tamanho {size}", ko="재입고: {product} {size} 사이즈",
       tr="Yeniden stokta: {product}, {size} beden", pl="Znów dostępne: {product} w rozmiarze {size}"), None),
    ("stream.continue", "stream", "CONTINUE",
     L(en="Continue watching {show}? {remaining} left", fr="Reprendre {show} ? Il reste {remaining}",
       pt="Continuar assistindo {show}? Faltam {remaining}", ko="{show} 이어보기? {remaining} 남음",
       th="ดู{show}ต่อไหม เหลืออีก{remaining}", tr="{show} izlemeye devam? {remaining} kaldı",
       pl="Oglądać dalej {show}? Zostało {remaining}", hi="{show} देखना जारी रखें? {remaining} बाकी"), None),
    ("system.backup", "system", "SYSTEM",
     L(en="Backup complete: {files} files ({size2})", fr="Sauvegarde terminée : {files} fichiers ({size2})",
       pt="Backup concluído: {files} arquivos ({size2})", ko="백업 완료: 파일 {files}개 ({size2})",
       th="สำรองข้อมูลเสร็จ: {files}ไฟล์ ({size2})", tr="Yedekleme tamamlandı: {files} dosya ({size2})",
       pl="Kopia zapasowa gotowa: {files} plików ({size2})", hi="बैकअप पूरा: {files} फ़ाइलें ({size2})"), None),
    ("marketing.referral", "marketing", "PROMO",
     L(en="Invite friends, get {amount} off your next ride", fr="Parrainez vos amis et obtenez {amount} de réduction",
       pt="Indique amigos e ganhe {amount} de desconto", ko="친구 초대하고 {amount} 할인 받으세요",
       tr="Arkadaşlarını davet et, {amount} indirim kazan", hi="दोस्तों को आमंत्रित करें, अगली राइड पर {amount} की छूट पाएँ"), None),
    ("health.water", "health", "ACTIVITY",
     L(en="💧 Drink water! {ml}ml of {goalml}ml so far", fr="💧 Buvez de l'eau ! {ml}ml sur {goalml}ml",
       pt="💧 Beba água! {ml}ml de {goalml}ml até agora", ko="💧 물 마실 시간! {ml}ml/{goalml}ml",
       th="💧 ดื่มน้ำ! {ml}ml จาก{goalml}ml", tr="💧 Su iç! {ml}ml / {goalml}ml", pl="💧 Pij wodę! {ml}ml z {goalml}ml",
       hi="💧 पानी पिएँ! अब तक {ml}ml / {goalml}ml"), None),
    ("chat.missed_call", "chat", "CALL",
     L(en="Missed call from {sender}", fr="Appel manqué de {sender}", pt="Chamada perdida de {sender}",
       ko="{sender}님의 부재중 전화", th="สายที่ไม่ได้รับจาก{sender}", tr="{sender} cevapsız arama",
       pl="Nieodebrane połączenie od {sender}", hi="{sender} की मिस्ड कॉल"), None),
    ("chat.missed_calls", "chat", "CALL",
     L(en="{count} missed calls from {sender}", fr="{count} appels manqués de {sender}", pt="{count} chamadas perdidas de {sender}",
       ko="{sender}님의 부재중 전화 {count}통", th="สายที่ไม่ได้รับ{count}สายจาก{sender}", tr="{sender} {count} cevapsız arama",
       pl="{count} nieodebrane połączenia od {sender}", hi="{sender} की {count} मिस्ड कॉल"), None),
    ("bank.bill_due", "bank", "BILL",
     L(en="Your {biller} bill of {amount} is due {date}", fr="Votre facture {biller} de {amount} est due le {date}",
       pt="Sua fatura {biller} de {amount} vence em {date}", ko="{biller} 청구서 {amount} 납부 기한 {date}",
       th="บิล{biller} {amount} ครบกำหนด{date}", tr="{biller} faturan {amount}, son ödeme {date}",
       pl="Rachunek {biller} na {amount} do zapłaty {date}", hi="आपका {biller} बिल {amount} {date} को देय है"), None),
]

# A bare "{preview}" body (the sender in the title) is real but unlearnable from bodies alone;
# keep it out of the head of the distribution so it does not dominate the score.
T.insert(21, T.pop([x[0] for x in T].index("chat.message")))

# --------------------------------------------------------------------------
# Slot values
# --------------------------------------------------------------------------

NAMES = {
    "en": ["Maya Patel", "Jordan", "Chris O'Neil", "Sam", "Priya", "Alex Kim", "Taylor Brooks", "Lee",
           "María José", "Dr. Ana Ruiz", "Ben", "Zoë Martin", "J.R.", "Olu Adeyemi", "Nguyen Van An", "Kate"],
    "fr": ["Camille", "Jean-Pierre Dubois", "Léa", "Hugo Martin", "Chloé", "Mathis", "Inès Benali", "Théo",
           "Anaïs", "Yanis", "Sophie Lefèvre", "Lucas"],
    "pt": ["João Pedro", "Ana Clara", "Lucas", "Mariana Souza", "Gabriel", "Beatriz", "Thiago Lima", "Rafa",
           "Júlia", "Pedro Henrique"],
    "ko": ["김민준", "이서연", "박지훈", "최유진", "정하늘", "강민서", "윤도현", "한지민", "Jake", "조수아"],
    "th": ["สมชาย ใจดี", "นภา", "ธนากร", "พลอย", "วิชัย สุขสวัสดิ์", "มะลิ", "Ploy", "กิตติ", "อรุณี", "ต้น"],
    "tr": ["Ahmet Yılmaz", "Elif", "Mehmet", "Zeynep Kaya", "Can", "Ayşe Demir", "Burak", "Selin", "Emre Çelik", "Deniz"],
    "pl": ["Anna Nowak", "Piotr", "Katarzyna", "Michał Wiśniewski", "Zofia", "Jakub", "Łukasz Zieliński", "Ola", "Marek", "Agnieszka"],
    "hi": ["राहुल शर्मा", "प्रिया", "अमित कुमार", "नेहा", "Rohan", "सुनीता देवी", "विकास", "अनन्या", "Arjun Mehta", "पूजा"],
}
RESTAURANTS = {
    "en": ["Burger Palace", "Sushi Go", "Taco Bell", "Pizza Hut", "The Order House", "Sweetgreen", "Joe's Pizza", "Chipotle", "Wok & Roll", "McDonald's"],
    "fr": ["Big Fernand", "Pizza Hut", "Sushi Shop", "Le Bistrot du Coin", "Paul", "McDonald's", "Pitaya", "O'Tacos"],
    "pt": ["Outback", "Habib's", "Pizza Hut", "Madero", "Coco Bambu", "McDonald's", "Giraffas", "Spoleto"],
    "ko": ["BBQ치킨", "교촌치킨", "맘스터치", "스타벅스", "김밥천국", "도미노피자", "Subway", "본죽"],
    "th": ["MK สุกี้", "KFC", "ร้านส้มตำป้าแดง", "After You", "Bonchon", "เจ๊ไฝ", "Pizza Company", "Starbucks"],
    "tr": ["Burger King", "Köfteci Yusuf", "Domino's", "Simit Sarayı", "Little Caesars", "Bereket Döner", "Popeyes"],
    "pl": ["Pizza Hut", "Bar Mleczny Prasowy", "KFC", "Sushi Kushi", "Manekin", "Da Grasso", "McDonald's"],
    "hi": ["हल्दीराम", "Domino's", "बीकानेरवाला", "Pizza Hut", "सागर रत्ना", "Burger King", "Biryani Blues"],
}
MERCHANTS = ["AMAZON MKTPLACE", "Starbucks #1123", "UBER *TRIP", "Netflix.com", "SHELL 0042", "Carrefour",
             "Apple.com/bill", "IKEA", "Zara", "STEAM PURCHASE", "Spotify", "7-Eleven"]
PRODUCTS = ["AirPods Pro (2nd gen)", "Nike Air Max 90", "Kindle Paperwhite", "Sony WH-1000XM5", "LEGO Star Wars 75192",
            "Dyson V15", "iPhone 15 Case", "Instant Pot Duo 7-in-1", "Levi's 501", "Samsung 55\" QLED TV",
            "Yoga mat", "Stanley Quencher 40oz"]
SHOWS = ["Stranger Things", "The Bear", "Squid Game", "Money Heist", "Sacred Games", "Lupin", "The Witcher",
         "Wednesday", "Crash Landing on You", "Dark"]
EPTITLES = ["The Return", "Chapter Nine: The Gate", "Pilot", "Fishes", "Red Light, Green Light", "1", "Part 2",
            "Episode 4", "Who's There?", "Finale"]
EVENTS = {
    "en": ["Team standup", "Dentist", "Mom's birthday dinner", "1:1 with Sarah", "Q3 planning", "Yoga class",
           "Taylor Swift | The Eras Tour", "Coldplay", "Flight to NYC", "Parent-teacher meeting"],
    "fr": ["Réunion d'équipe", "Dentiste", "Anniversaire de Léa", "Cours de yoga", "Coldplay", "Point hebdo"],
    "pt": ["Reunião de equipe", "Dentista", "Aniversário da mãe", "Aula de yoga", "Coldplay", "Rock in Rio"],
    "ko": ["팀 회의", "치과 예약", "엄마 생신", "요가 수업", "BTS 콘서트", "주간 보고"],
    "th": ["ประชุมทีม", "หาหมอฟัน", "วันเกิดแม่", "คลาสโยคะ", "Coldplay", "สอบกลางภาค"],
    "tr": ["Ekip toplantısı", "Diş hekimi", "Annemin doğum günü", "Yoga dersi", "Tarkan Konseri", "Haftalık rapor"],
    "pl": ["Spotkanie zespołu", "Dentysta", "Urodziny mamy", "Joga", "Dawid Podsiadło", "Planowanie Q3"],
    "hi": ["टीम मीटिंग", "डेंटिस्ट", "माँ का जन्मदिन", "योग क्लास", "Arijit Singh Live", "IPL: MI vs CSK"],
}
AREAS = {
    "en": ["Brooklyn", "San Francisco", "Austin, TX", "Greater London", "Miami-Dade County"],
    "fr": ["Paris", "Lyon", "Bouches-du-Rhône", "Île-de-France", "Nice"],
    "pt": ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Lisboa", "Porto Alegre"],
    "ko": ["서울", "부산", "경기 남부", "제주", "인천"],
    "th": ["กรุงเทพฯ", "เชียงใหม่", "ภูเก็ต", "ขอนแก่น", "ชลบุรี"],
    "tr": ["İstanbul", "Ankara", "İzmir", "Antalya", "Bursa"],
    "pl": ["Warszawa", "Kraków", "Gdańsk", "Wrocław", "Poznań"],
    "hi": ["दिल्ली", "मुंबई", "बेंगलुरु", "जयपुर", "कोलकाता"],
}
SEVERITY = {
    "en": ["Severe thunderstorm warning", "Flood watch", "Heat advisory", "Winter storm warning"],
    "fr": ["Vigilance orange orages", "Vigilance rouge crues", "Alerte canicule"],
    "pt": ["Alerta laranja de tempestade", "Alerta amarelo de chuva", "Aviso de calor extremo"],
    "ko": ["호우경보", "폭염주의보", "대설주의보"],
    "th": ["เตือนพายุฝนฟ้าคะนอง", "เตือนน้ำท่วมฉับพลัน", "เตือนคลื่นความร้อน"],
    "tr": ["turuncu kodlu fırtına uyarısı", "sarı kodlu yağış uyarısı", "sıcak hava uyarısı"],
    "pl": ["Ostrzeżenie 2. stopnia: burze", "Ostrzeżenie 1. stopnia: upał", "Ostrzeżenie 3. stopnia: wichura"],
    "hi": ["भारी बारिश की चेतावनी", "लू का अलर्ट", "ऑरेंज अलर्ट"],
}
HAZARD = {
    "en": ["Damaging winds up to 60 mph possible.", "Avoid low-lying roads.", "Stay indoors.", ""],
    "fr": ["Rafales jusqu'à 100 km/h.", "Évitez les déplacements.", ""],
    "pt": ["Ventos de até 80 km/h.", "Evite áreas de alagamento.", ""],
    "ko": ["외출을 자제하세요.", "저지대 침수 주의.", ""],
    "th": ["งดออกจากบ้าน", "ระวังน้ำท่วมขัง", ""],
    "tr": ["Dışarı çıkmayın.", "Sel riskine dikkat.", ""],
    "pl": ["Porywy do 90 km/h.", "Unikaj wyjazdów.", ""],
    "hi": ["घर के अंदर रहें।", "निचले इलाकों से बचें।", ""],
}
PREVIEWS = {
    "en": ["ok", "lol", "see you at 7?", "Can you send me the file from yesterday's meeting when you get a chance? Thanks!",
           "😂😂😂", "on my way", "did you see what happened", "Happy birthday!!! 🎂🎉 hope you have an amazing day",
           "I'll be 10 min late, sorry", "👍", "Sent you $20 for the pizza", "You have 3 new messages",
           "liked your photo haha", "call me", "where are you??", "Thanks for riding with me",
           "Reminder: the meeting moved to 3pm, same room, bring the slides please"],
    "fr": ["ok", "mdr", "on se voit à 19h ?", "Tu peux m'envoyer le fichier de la réunion d'hier quand tu as un moment ? Merci !",
           "😂😂", "j'arrive", "Joyeux anniversaire !!! 🎂", "👍", "appelle-moi", "t'es où ??", "Je serai en retard de 10 min, désolé"],
    "pt": ["ok", "kkkkk", "te vejo às 7?", "Pode me mandar o arquivo da reunião de ontem quando puder? Valeu!",
           "😂😂", "to chegando", "Feliz aniversário!!! 🎂🎉", "👍", "me liga", "cadê você??", "vou atrasar 10 min, foi mal"],
    "ko": ["ㅇㅋ", "ㅋㅋㅋㅋ", "7시에 볼까?", "어제 회의 자료 시간 될 때 보내줄 수 있어? 고마워!", "😂😂", "가는 중",
           "생일 축하해!!! 🎂🎉", "👍", "전화해", "어디야??", "10분 늦을 것 같아 미안"],
    "th": ["โอเค", "555", "เจอกันหนึ่งทุ่มนะ", "ส่งไฟล์ประชุมเมื่อวานให้หน่อยได้ไหม ขอบคุณมาก", "😂😂", "กำลังไป",
           "สุขสันต์วันเกิด!!! 🎂🎉", "👍", "โทรหาหน่อย", "อยู่ไหน??", "ขอโทษนะ จะสายสิบนาที"],
    "tr": ["tamam", "jsjsjs", "7'de görüşelim mi?", "Dünkü toplantının dosyasını müsait olunca atar mısın? Teşekkürler!",
           "😂😂", "yoldayım", "İyi ki doğdun!!! 🎂🎉", "👍", "ara beni", "neredesin??", "10 dk gecikeceğim, kusura bakma"],
    "pl": ["ok", "xD", "widzimy się o 19?", "Możesz mi przesłać plik z wczorajszego spotkania, jak znajdziesz chwilę? Dzięki!",
           "😂😂", "już jadę", "Wszystkiego najlepszego!!! 🎂🎉", "👍", "zadzwoń", "gdzie jesteś??", "Spóźnię się 10 min, sorry"],
    "hi": ["ठीक है", "haha", "7 बजे मिलें?", "कल की मीटिंग वाली फ़ाइल भेज देना जब टाइम मिले। धन्यवाद!", "😂😂",
           "आ रहा हूँ", "जन्मदिन मुबारक हो!!! 🎂🎉", "👍", "कॉल करो", "कहाँ हो??", "10 मिनट लेट हो जाऊँगा, सॉरी", "ok bhai"],
}
GROUPS = ["Family ❤️", "Weekend Hikers", "Team Alpha", "Flat 4B", "College Friends 2015", "Book club 📚", "Product Launch"]
APPS = ["Instagram", "Uber", "PayPal", "Amazon", "Nubank", "Kakao", "Trendyol", "Allegro", "Paytm", "LINE"]
DEVICES = ["iPhone 15", "Chrome on Windows", "Safari on Mac", "Galaxy S24", "iPad Air", "Firefox on Linux"]
MEDS = ["Metformin", "Vitamin D", "Amoxicillin", "Lisinopril", "Ibuprofen", "Paracetamol"]
DOSES = ["500 mg", "1 tablet", "2 pills", "10 mg", "5 ml", "1000 IU"]
PLACES = ["Times Square", "JFK Airport", "Stade de France", "Gangnam Station", "Siam Paragon", "Taksim", "Connaught Place"]
CARS = ["Toyota Prius", "Honda Civic", "Hyundai Sonata", "Tesla Model 3", "Maruti Swift", "Renault Clio", "Fiat Egea"]
COLORS = {"en": ["White", "Black", "Silver", "Blue"], "fr": ["blanche", "noire", "grise"], "pt": ["branco", "prata", "preto"],
          "ko": ["흰색", "검은색", "은색"], "th": ["ขาว", "ดำ", "เงิน"], "tr": ["Beyaz", "Siyah", "Gri"],
          "pl": ["biały", "czarny", "srebrny"], "hi": ["सफ़ेद", "काली", "सिल्वर"]}
CREATORS = ["MrBeast", "Pokimane", "xQc", "Gaules", "침착맨", "Technical Guruji", "Squeezie", "ibai"]
STREAMTITLES = ["JUST CHATTING 🔴 !giveaway", "Ranked grind to Radiant", "Cooking w/ chat", "Q&A 100k special",
                "Day 3 of Minecraft hardcore", "late night vibes"]
BILLERS = ["Verizon", "Netflix", "Airtel", "EDF", "Vivo", "KEPCO", "Turkcell", "PGE", "Jio Fiber", "Con Edison"]
SIZES = ["M", "L", "XS", "10.5", "42", "32W 34L"]
EMOJI = ["❤️", "😂", "👍", "😮", "😢", "🔥", "👍🏽", "❤️‍🔥", "🙏🏻", "👨‍👩‍👧"]
COURIERS = {"en": ["Mike", "Carlos R.", "Aisha"], "fr": ["Karim", "Julien"], "pt": ["Marcos", "Diego S."],
            "ko": ["박기사", "김라이더"], "th": ["พี่วิน", "สมศักดิ์"], "tr": ["Murat", "Kurye Ali"],
            "pl": ["Tomasz", "Paweł K."], "hi": ["रमेश", "Suresh"]}
ACCOUNTS = {"en": ["Checking ••4821", "Savings", "Joint account"], "fr": ["Compte courant", "Livret A"],
            "pt": ["Conta corrente", "Poupança"], "ko": ["입출금통장", "주거래 계좌"], "th": ["ออมทรัพย์", "กระแสรายวัน"],
            "tr": ["Vadesiz TL", "Maaş hesabı"], "pl": ["Konto osobiste", "Konto oszczędnościowe"], "hi": ["बचत खाता", "Salary A/c"]}


def pick(lst):
    return lambda r, lg: lst[int(r() * len(lst))]


def pickl(tbl):
    return lambda r, lg: tbl[lg][int(r() * len(tbl[lg]))]


def group(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def indian(n):
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def money(cents, lg, r):
    u, c = cents // 100, cents % 100
    if lg == "en":
        return "$" + group(u, ",") + "." + f"{c:02d}"
    if lg == "fr":
        return group(u, NNBSP) + "," + f"{c:02d}" + NBSP + "€"
    if lg == "pt":
        return "R$" + NBSP + group(u, ".") + "," + f"{c:02d}"
    if lg == "ko":
        return group(u * 10, ",") + "원"
    if lg == "th":
        return "฿" + group(u, ",") + "." + f"{c:02d}"
    if lg == "tr":
        return "₺" + group(u, ".") + "," + f"{c:02d}"
    if lg == "pl":
        return group(u, NBSP) + "," + f"{c:02d}" + NBSP + "zł"
    if lg == "hi":
        return "₹" + indian(u) + ("." + f"{c:02d}" if r() < 0.5 else "")
    return str(u)


def g_amount(r, lg):
    return money(int((r() ** 3) * 500000) + 100, lg, r)


def g_small_amount(r, lg):
    return money(int(r() * 8000) + 300, lg, r)


def rng_int(lo, hi):
    return lambda r, lg: str(lo + int(r() * (hi - lo + 1)))


def g_count(r, lg):
    return str(2 + int((r() ** 2) * 60))


def g_big(r, lg):
    n = int((r() ** 2) * 200000) + 100
    return group(n, {"en": ",", "fr": NNBSP, "pt": ".", "tr": ".", "pl": NBSP}.get(lg, ","))


def g_code(r, lg):
    n = 4 + int(r() * 3)
    return "".join(str(int(r() * 10)) for _ in range(n))


def g_last4(r, lg):
    return "".join(str(int(r() * 10)) for _ in range(4))


def g_time(r, lg):
    h, m = int(r() * 24), int(r() * 4) * 15
    if lg == "en":
        return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if lg == "fr":
        return f"{h}h{m:02d}" if m else f"{h}h"
    if lg == "ko":
        return f"{'오전' if h < 12 else '오후'} {(h % 12) or 12}:{m:02d}"
    if lg == "th":
        return f"{h:02d}.{m:02d} น."
    return f"{h:02d}:{m:02d}"


MONTHS = {"en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
          "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
          "pt": "jan fev mar abr mai jun jul ago set out nov dez".split(),
          "th": "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split(),
          "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
          "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru".split(),
          "hi": "जन॰ फ़र॰ मार्च अप्रैल मई जून जुल॰ अग॰ सित॰ अक्तू॰ नव॰ दिस॰".split()}


def g_date(r, lg):
    d, m = 1 + int(r() * 28), int(r() * 12)
    if r() < 0.15:
        return {"en": "tomorrow", "fr": "demain", "pt": "amanhã", "ko": "내일", "th": "พรุ่งนี้", "tr": "yarın",
                "pl": "jutro", "hi": "कल"}[lg]
    if lg == "en":
        return f"{MONTHS['en'][m]} {d}"
    if lg == "ko":
        return f"{m + 1}월 {d}일"
    if lg == "pt" and r() < 0.5:
        return f"{d:02d}/{m + 1:02d}"
    if lg == "hi" and r() < 0.5:
        return f"{d:02d}-{m + 1:02d}-2026"
    return f"{d} {MONTHS[lg][m]}"


def g_distance(r, lg):
    v = 1 + r() * 25
    if lg == "en" and r() < 0.6:
        return f"{v * 0.62:.1f} mi"
    s = f"{v:.1f}"
    if lg in ("fr", "pt", "tr", "pl"):
        s = s.replace(".", ",")
    return s + (" km" if r() < 0.5 else "km")


def g_duration(r, lg):
    s = 3 + int((r() ** 2) * 300)
    return f"{s // 60}:{s % 60:02d}"


def g_remaining(r, lg):
    m = 3 + int(r() * 110)
    unit = {"en": " min", "fr": " min", "pt": " min", "ko": "분", "th": " นาที", "tr": " dk", "pl": " min", "hi": " मिनट"}[lg]
    return f"{m}{unit}"


def g_plate(r, lg):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if lg == "ko":
        return f"{10 + int(r() * 90)}가 {1000 + int(r() * 9000)}"
    if lg == "hi":
        return f"DL {1 + int(r() * 12)}C {A[int(r() * 23)]}{A[int(r() * 23)]} {1000 + int(r() * 9000)}"
    return "".join(A[int(r() * 23)] for _ in range(3)) + "-" + str(1000 + int(r() * 9000))


def g_tracking(r, lg):
    return "1Z" + "".join("0123456789ABCDEF"[int(r() * 16)] for _ in range(14))


def g_ref(r, lg):
    return str(4 * 10 ** 11 + int(r() * 10 ** 11))


def g_factor(r, lg):
    s = f"{1.2 + int(r() * 20) / 10:.1f}"
    return s.replace(".", ",") if lg in ("fr", "pt", "tr", "pl") else s


def g_temp(r, lg):
    return str(30 + int(r() * 17))


def g_size2(r, lg):
    v = 0.1 + r() * 9
    s = f"{v:.1f}"
    if lg in ("fr", "pt", "tr", "pl"):
        s = s.replace(".", ",")
    return s + (NBSP if lg == "fr" else " ") + ("GB" if r() < 0.7 else "MB")


SLOTS = {
    "driver": pickl(NAMES), "minutes": rng_int(2, 45), "minutes2": rng_int(10, 60), "code": g_code,
    "preview": pickl(PREVIEWS), "sender": pickl(NAMES), "restaurant": pickl(RESTAURANTS), "amount": g_amount,
    "merchant": pick(MERCHANTS), "last4": g_last4, "actor": pickl(NAMES), "emoji": pick(EMOJI), "count": g_count,
    "event": pickl(EVENTS), "date": g_date, "balance": g_amount, "show": pick(SHOWS), "season": rng_int(1, 6),
    "episode": rng_int(1, 12), "eptitle": pick(EPTITLES), "product": pick(PRODUCTS), "price": g_small_amount,
    "oldprice": g_small_amount, "severity": pickl(SEVERITY), "area": pickl(AREAS), "time": g_time,
    "hazard": pickl(HAZARD), "steps": g_big, "pct": rng_int(40, 99), "distance": g_distance, "app": pick(APPS),
    "section": rng_int(101, 340), "row": pick(list("ABCDEFGHJKLM") + ["12", "7", "AA"]), "seat": rng_int(1, 30),
    "seat2": rng_int(31, 40), "group": pick(GROUPS), "medication": pick(MEDS), "dose": pick(DOSES),
    "place": pick(PLACES), "factor": g_factor, "tracking": g_tracking, "account": pickl(ACCOUNTS),
    "device": pick(DEVICES), "city": pickl(AREAS), "ordernum": rng_int(100, 9999), "creator": pick(CREATORS),
    "streamtitle": pick(STREAMTITLES), "bpm": pick(["100", "110", "120", "130"]), "payee": pickl(NAMES),
    "ref": g_ref, "duration": g_duration, "gate": pick(["A", "B2", "5", "North", "C"]), "color": pickl(COLORS),
    "car": pick(CARS), "plate": g_plate, "hours": rng_int(4, 9), "mins": rng_int(0, 59),
    "temp": g_temp, "courier": pickl(COURIERS), "size": pick(SIZES), "remaining": g_remaining,
    "files": g_big, "size2": g_size2, "ml": pick(["250", "500", "750", "1000", "1250", "1500"]),
    "goalml": pick(["2000", "2500", "3000"]), "biller": pick(BILLERS),
}

ONE_OFFS = {
    "en": ["Black Friday is here. Everything. Must. Go. 🖤", "We've updated our Terms of Service. Tap to review.",
           "Happy Diwali from all of us! 🪔", "Your 2026 Wrapped is ready. See what you listened to the most.",
           "Service is restored. Sorry for the disruption earlier today.", "Last chance: your 20% coupon expires at midnight",
           "New: pay with your face. Enable Face Pay in Settings.", "Thanks for 10 years with us, Maya!",
           "Ramadan Kareem 🌙 Special iftar menus are live", "Our app will be down for maintenance Sunday 2–4 AM"],
    "fr": ["Les soldes d'hiver commencent demain !", "Nous avons mis à jour nos CGU.", "Joyeux Noël de toute l'équipe 🎄",
           "Maintenance prévue dimanche de 2h à 4h"],
    "pt": ["A Black Friday chegou! Tudo com até 80% OFF", "Atualizamos nossos Termos de Uso.", "Feliz Natal de toda a equipe 🎄",
           "Manutenção programada domingo das 2h às 4h"],
    "ko": ["추석 연휴 배송 안내: 9월 27일부터 순차 발송됩니다", "이용약관이 변경되었습니다.", "메리 크리스마스 🎄", "일요일 새벽 2시~4시 서버 점검"],
    "th": ["สุขสันต์วันสงกรานต์ 💦", "เราได้ปรับปรุงข้อกำหนดการใช้งาน", "ลดกระหน่ำ11.11 เริ่มเที่ยงคืนนี้", "ปิดปรับปรุงระบบวันอาทิตย์ตีสองถึงตีสี่"],
    "tr": ["Ramazan Bayramınız mübarek olsun 🌙", "Kullanım koşullarımızı güncelledik.", "Efsane Cuma başladı!", "Pazar 02:00-04:00 arası bakım çalışması"],
    "pl": ["Wesołych Świąt od całego zespołu 🎄", "Zaktualizowaliśmy regulamin.", "Black Week startuje jutro!", "Przerwa techniczna w niedzielę 2:00–4:00"],
    "hi": ["दिवाली की हार्दिक शुभकामनाएँ! 🪔", "हमने अपनी सेवा की शर्तें अपडेट की हैं।", "Big Billion Days कल से शुरू!", "रविवार रात 2 से 4 बजे तक मेंटेनेंस"],
}

# --------------------------------------------------------------------------
# Templates compiled
# --------------------------------------------------------------------------

PH = re.compile(r"\{([a-z0-9]+)\}")


class Tpl:
    pass


def slots_of(s):
    return PH.findall(s)


def to_printf(s, order):
    seq = slots_of(s)
    positional = seq != order[:len(seq)] or len(seq) != len(order)
    out, last = [], 0
    for m in PH.finditer(s):
        out.append(s[last:m.start()].replace("%", "%%"))
        out.append(f"%{order.index(m.group(1)) + 1}$@" if positional else "%@")
        last = m.end()
    out.append(s[last:].replace("%", "%%"))
    return "".join(out)


def compile_templates():
    tpls = []
    for rank, (tid, domain, cat, body, title) in enumerate(T, 1):
        t = Tpl()
        t.id, t.domain, t.cat, t.rank = tid, domain, cat, rank
        t.key = tid.split(".", 1)[1].upper()
        t.langs = [lg for lg in LANGS if lg in body]
        ref = body.get("en") or body[t.langs[0]]
        t.body_order = slots_of(ref)
        t.body, t.title = body, title
        t.title_order = slots_of(title.get("en") or title[t.langs[0]]) if title else []
        t.slots = list(dict.fromkeys(t.body_order + t.title_order))
        t.pbody = {lg: to_printf(body[lg], t.body_order) for lg in t.langs}
        t.ptitle = {lg: to_printf(title[lg], t.title_order) for lg in t.langs} if title else {}
        tpls.append(t)
    return tpls


def fill(s, vals):
    return PH.sub(lambda m: vals[m.group(1)], s)


def make_payload(t, r, title, body):
    aps = {}
    if title is None and r() < 0.3:
        aps["alert"] = body
    else:
        aps["alert"] = {"title": title, "body": body} if title is not None else {"body": body}
    if r() < 0.7:
        aps["sound"] = "default"
    if r() < 0.6:
        aps["badge"] = int((r() ** 3) * 40)
    aps["category"] = t.cat
    if r() < 0.4:
        aps["thread-id"] = t.domain + "-" + str(int(r() * 900))
    if t.domain in ("otp", "bank", "system") and r() < 0.7:
        aps["interruption-level"] = "time-sensitive"
    p = {"aps": aps}
    if r() < 0.5:
        p["deeplink"] = f"app://{t.domain}/{int(r() * 10 ** 7)}"
    return p


def build(args):
    tpls = compile_templates()
    if args.lang != "mixed":
        tpls = [t for t in tpls if args.lang in t.langs]
    return tpls


def generate(args, tpls):
    rng = random.Random(f"probe-{args.seed}-{args.lang}")
    r = rng.random
    cum, acc = [], 0.0
    for i, _ in enumerate(tpls, 1):
        acc += 1.0 / (i ** args.zipf)
        cum.append(acc)
    pool = [(lg, s) for lg in LANGS for s in ONE_OFFS[lg]] if args.lang == "mixed" else \
        [(args.lang, s) for s in ONE_OFFS[args.lang]]
    k = args.oneoffs if args.oneoffs is not None else (max(2, args.n // 4000) if args.n >= 100 else 0)
    k = max(0, min(k, len(pool), args.n))
    orng = random.Random(f"probe-oneoffs-{args.seed}")
    chosen = orng.sample(pool, k) if k else []
    at = dict(zip(sorted(orng.sample(range(args.n), k)) if k else [], chosen))
    for i in range(args.n):
        if i in at:
            lg, text = at[i]
            yield None, lg, None, text, {}
            continue
        ti = min(bisect.bisect_right(cum, r() * acc), len(tpls) - 1)
        t = tpls[ti]
        if args.lang == "mixed":
            ws = [MIX[lg] for lg in t.langs]
            x, a, lg = r() * sum(ws), 0.0, t.langs[-1]
            for cand, w in zip(t.langs, ws):
                a += w
                if x < a:
                    lg = cand
                    break
        else:
            lg = args.lang
        vals = {name: SLOTS[name](r, lg) for name in t.slots}
        body = fill(t.body[lg], vals)
        title = fill(t.title[lg], vals) if t.title else None
        yield t, lg, title, body, vals


def truth(rec):
    t, lg, title, body, vals = rec
    if t is None:
        return {"text": body, "title": None, "template_id": None, "template": None, "title_template": None,
                "args": [], "title_args": [], "lang": lg, "key": None, "title_key": None}
    return {"text": body, "title": title, "template_id": t.id, "template": t.pbody[lg],
            "title_template": t.ptitle[lg] if t.title else None,
            "args": [vals[s] for s in t.body_order], "title_args": [vals[s] for s in t.title_order],
            "lang": lg, "key": t.key, "title_key": t.key + "_TITLE" if t.title else None}


def run(args, tpls, sinks):
    dec = random.Random(f"probe-payload-{args.seed}-{args.lang}").random
    enc = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    for rec in generate(args, tpls):
        t, lg, title, body, _ = rec
        if "payloads" in sinks:
            p = make_payload(t, dec, title, body) if t else {"aps": {"alert": body, "sound": "default"}}
            sinks["payloads"].write(enc(p) + "\n")
        if "text" in sinks:
            sinks["text"].write(body + "\n")
        if "truth" in sinks:
            sinks["truth"].write(enc(truth(rec)) + "\n")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="gen_alerts.py", description="Held-out push-alert corpus generator.")
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="en", choices=list(LANGS) + ["mixed"])
    ap.add_argument("--zipf", type=float, default=1.1)
    ap.add_argument("--format", default="payloads", choices=["payloads", "text", "truth"])
    ap.add_argument("--oneoffs", type=int, default=None)
    ap.add_argument("-o", "--output", default=None)
    ap.add_argument("--out", default=None, metavar="DIR")
    args = ap.parse_args(argv)
    tpls = build(args)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        files = {k: open(os.path.join(args.out, f), "w", encoding="utf-8", newline="\n")
                 for k, f in (("payloads", "payloads.jsonl"), ("text", "text.txt"), ("truth", "truth.jsonl"))}
        try:
            run(args, tpls, files)
        finally:
            for f in files.values():
                f.close()
        return 0
    out = open(args.output, "w", encoding="utf-8", newline="\n") if args.output else \
        open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    try:
        run(args, tpls, {args.format: out})
    finally:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
