/// The script that makes an interactive chart readable without sight: arrow keys step through
/// the points and a live region speaks each as VoiceOver does; the play button plays the audio
/// graph with the Web Audio API; the table button shows and hides the data table. It runs on
/// its own root element only, and leaves keys the chart's selection or scrolling took alone.
enum AccessibilityScript {
    static let source = #"""
(function(id){
"use strict";
var root=document.getElementById(id);if(!root)return;
var A=JSON.parse(document.getElementById(id+"-a11y").textContent);
var live=document.getElementById(id+"-live"),svg=root.querySelector("svg"),NS="http://www.w3.org/2000/svg";
var si=0,pi=-1,ring=null,said="";
function say(t){if(t===said)t+="\u00a0";said=t;live.textContent=t;}
function find(label){var all=svg.querySelectorAll("[aria-label]");for(var i=0;i<all.length;i++){if(all[i].getAttribute("aria-label")===label&&!all[i].closest("[aria-hidden=true]"))return all[i];}return null;}
function mark(label,at){var el=find(label),s=svg.getBoundingClientRect(),vb=svg.viewBox.baseVal,kx=vb.width/s.width,ky=vb.height/s.height,r;
if(el)r=el.getBoundingClientRect();else if(at)r={left:s.left+(at[0]-4)/kx,top:s.top+(at[1]-4)/ky,width:8/kx,height:8/ky};
else{if(ring)ring.setAttribute("visibility","hidden");return;}
if(!ring){ring=document.createElementNS(NS,"rect");ring.setAttribute("class","focus-ring");ring.setAttribute("fill","none");ring.setAttribute("stroke",A.c||"#000");
ring.setAttribute("stroke-width","2");ring.setAttribute("rx","3");ring.setAttribute("aria-hidden","true");ring.setAttribute("pointer-events","none");}
svg.appendChild(ring);ring.setAttribute("visibility","visible");
ring.setAttribute("x",((r.left-s.left)*kx-3).toFixed(1));ring.setAttribute("y",((r.top-s.top)*ky-3).toFixed(1));
ring.setAttribute("width",(r.width*kx+6).toFixed(1));ring.setAttribute("height",(r.height*ky+6).toFixed(1));}
function point(prefix){var s=A.s[si];if(!s||!s.l.length){say(A.w.none);return;}var l=s.l[pi];say(prefix?s.n+", "+l:l);mark(l,s.p?[s.p[2*pi],s.p[2*pi+1]]:null);}
root.addEventListener("keydown",function(ev){if(ev.defaultPrevented||ev.altKey||ev.ctrlKey||ev.metaKey||ev.target!==root)return;
var k=ev.key,S=A.s;if(!S.length)return;var n=S[si].l.length,changed=false;
if(k==="ArrowRight")pi=Math.min(n-1,pi+1);else if(k==="ArrowLeft")pi=Math.max(0,pi<0?0:pi-1);
else if(k==="Home")pi=0;else if(k==="End")pi=n-1;
else if((k==="ArrowDown"||k==="ArrowUp")&&S.length>1){si=(si+(k==="ArrowDown"?1:S.length-1))%S.length;pi=Math.max(0,Math.min(pi,S[si].l.length-1));changed=true;}
else if(k==="Escape"){pi=-1;if(ring)ring.setAttribute("visibility","hidden");return;}
else return;
ev.preventDefault();point(changed);});
root.addEventListener("blur",function(){if(ring)ring.setAttribute("visibility","hidden");});
var show=document.getElementById(id+"-show"),tables=document.getElementById(id+"-tables"),hidden=tables?tables.getAttribute("style"):"";
if(show)show.addEventListener("click",function(){var open=show.getAttribute("aria-expanded")!=="true";
show.setAttribute("aria-expanded",open?"true":"false");show.textContent=open?A.w.hide:A.w.show;tables.setAttribute("style",open?"":hidden);});
var play=document.getElementById(id+"-play"),ctx=null,nodes=[],timers=[];
function stop(){nodes.forEach(function(o){try{o.stop();}catch(e){}});nodes=[];timers.forEach(clearTimeout);timers=[];
root.removeAttribute("data-playing");if(play)play.textContent=A.w.play;}
function env(g,a,b,level,fade){g.gain.setValueAtTime(0,a);g.gain.linearRampToValueAtTime(level,a+fade);
g.gain.setValueAtTime(level,Math.max(a+fade,b-fade));g.gain.linearRampToValueAtTime(0,b);}
function tone(a,b,level,fade,f){var o=ctx.createOscillator(),g=ctx.createGain();o.type="sine";o.frequency.setValueAtTime(f,a);
env(g,a,b,level,fade);o.connect(g);g.connect(ctx.destination);o.start(a);o.stop(b+0.02);nodes.push(o);return o;}
if(play)play.addEventListener("click",function(){if(root.hasAttribute("data-playing")){stop();return;}
root.setAttribute("data-playing","true");play.textContent=A.w.stop;
A.a.forEach(function(p){timers.push(setTimeout(function(){say(p.n);},p.s));});
timers.push(setTimeout(stop,A.d+200));
var AC=window.AudioContext||window.webkitAudioContext;if(!AC)return;
try{ctx=ctx||new AC();if(ctx.resume)ctx.resume();}catch(e){return;}
var t0=ctx.currentTime+0.05;
A.a.forEach(function(p){
p.r.forEach(function(r){if(r.length<4)return;var o=tone(t0+r[0]/1000,t0+r[r.length-2]/1000,0.35,0.01,r[1]);
for(var i=2;i<r.length;i+=2)o.frequency.exponentialRampToValueAtTime(r[i+1],t0+r[i]/1000);});
for(var i=0;i+2<p.t.length;i+=3)tone(t0+p.t[i]/1000,t0+(p.t[i]+p.t[i+1])/1000,0.35,0.01,p.t[i+2]);
p.k.forEach(function(c){tone(t0+c/1000,t0+c/1000+0.004,0.25,0.001,2000);});});});
})
"""#
}
